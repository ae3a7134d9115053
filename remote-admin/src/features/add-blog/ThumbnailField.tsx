import { coverSources } from '@studyhub/shared-api';
import { UploadIcon } from '@studyhub/shared-ui';
import { useEffect, useId, useState, type Ref } from 'react';
import formStyles from '../../common/form.module.css';
import { FieldError } from '../../common/TextField.tsx';
import { THUMBNAIL_TYPES } from './blog-form.ts';
import styles from './ThumbnailField.module.css';

interface Props {
  file: File | null;
  /** The stored cover of a post being edited: shown until a new file is chosen, and kept if none is. */
  current?: string;
  onSelect: (file: File | null) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Under an edited post's cover (docs/product.md#edit-blog). */
export const THUMBNAIL_KEPT_HINT = 'The current cover is kept unless you choose a new one: JPEG, PNG, WebP or GIF, up to 5 MB.';

/** Reads the chosen image for the preview; a data URL needs no revoking. */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && setPreview({ file, url: reader.result });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/** The cover upload: an image file with a preview (docs/product.md#add-blog, docs/product.md#edit-blog). */
export function ThumbnailField({ file, current, onSelect, error, ref }: Props) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const preview = usePreview(file);
  const stored = !file && current ? coverSources(current).src : undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={inputId} className={formStyles.label}>
        Thumbnail
      </label>
      <label className={styles.drop} data-invalid={error ? '' : undefined}>
        {preview ? (
          <img className={styles.preview} src={preview} alt="Thumbnail preview" />
        ) : stored ? (
          <img className={styles.preview} src={stored} alt="Current thumbnail" />
        ) : (
          <span className={styles.placeholder}>
            <UploadIcon />
            <span>Upload</span>
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          type="file"
          accept={THUMBNAIL_TYPES.join(',')}
          onChange={(event) => onSelect(event.target.files?.[0] ?? null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
      </label>
      <p id={hintId} className={styles.hint}>
        {file ? `${file.name} — choose again to replace it.` : current ? THUMBNAIL_KEPT_HINT : 'JPEG, PNG, WebP or GIF, up to 5 MB.'}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
