import { apiErrorMessage, type BlogCategory } from '@studyhub/shared-api';
import { useRenderPreviewMutation } from '../../../common/api/index.ts';
import { Button, Modal, PLACEHOLDER_IMAGE, PostArticle, Spinner } from '@studyhub/shared-ui';
import { useEffect, useState } from 'react';
import { toStoredHtml } from '../editor/editor-html.ts';
import styles from './PostPreview.module.css';

/** What the preview shows: the form's fields as typed. */
export interface PreviewFields {
  title: string;
  subTitle: string;
  description: string;
  category: BlogCategory;
  /** A newly chosen cover file, if any. */
  image: File | null;
}

interface Props {
  fields: PreviewFields;
  /** The stored cover of an edited post, shown unless a new one is chosen. */
  currentCover?: string;
  /** An edited post's creation date; a new post would be dated now. */
  createdAt?: string;
}

export const PREVIEW_TEXTS = {
  button: 'Preview',
  title: 'Preview: as readers will see it',
  note: 'Not saved: this is the form as it is now, rendered as a save would render it.',
  loading: 'Rendering the preview...',
} as const;

/**
 * The Preview button of Add Blog and Edit Blog (docs/decisions/0078): the form's content in the
 * public page's own article (shared-ui's PostArticle), its body rendered by the server exactly as
 * a save would, without saving anything.
 */
export function PostPreview({ fields, currentCover, createdAt }: Props) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<PreviewFields>(fields);
  const [render, { data: html, error, isLoading, reset }] = useRenderPreviewMutation();
  const cover = useCoverUrl(open ? shown.image : null) ?? currentCover ?? PLACEHOLDER_IMAGE;

  const show = () => {
    setShown(fields);
    setOpen(true);
    reset();
    void render(toStoredHtml(fields.description));
  };

  return (
    <>
      <Button type="button" variant="secondary" onClick={show}>
        {PREVIEW_TEXTS.button}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={PREVIEW_TEXTS.title} size="lg">
        <div className={styles.frame}>
          <p className={styles.note}>{PREVIEW_TEXTS.note}</p>
          {isLoading && <Spinner label={PREVIEW_TEXTS.loading} />}
          {error && (
            <p role="alert" className={styles.error}>
              {apiErrorMessage(error, 'The preview could not be rendered')}
            </p>
          )}
          {html !== undefined && !isLoading && (
            <PostArticle
              blog={{ title: shown.title.trim(), subTitle: shown.subTitle.trim(), category: shown.category, image: cover, createdAt: createdAt ?? new Date().toISOString(), description: html }}
              coverSizes="(min-width: 960px) 832px, calc(100vw - 96px)"
            />
          )}
        </div>
      </Modal>
    </>
  );
}

/** A chosen cover file as a data: address (the site's CSP admits data: images, not blob:). */
function useCoverUrl(file: File | null): string | undefined {
  const [read, setRead] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && setRead({ file, url: reader.result });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  // A file read before is not shown for another.
  return read && read.file === file ? read.url : undefined;
}
