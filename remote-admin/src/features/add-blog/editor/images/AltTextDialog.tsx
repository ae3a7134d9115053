import { Button, Modal } from '@studyhub/shared-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import formStyles from '../../../../common/form.module.css';
import { TextField } from '../../../../common/TextField.tsx';

export const ALT_TEXT_MESSAGES = {
  title: 'Describe the image',
  missing: 'Describe the image, or mark it as decorative',
} as const;

export interface AltTextDialogProps {
  /** The file being added, shown so the author knows which image to describe. */
  fileName: string;
  /** `alt` is '' for a decorative image. */
  onInsert: (alt: string) => void;
  /** Cancel, Escape, the close button and the backdrop all cancel. */
  onCancel: () => void;
}

/**
 * Asks for an image's alt text before it is uploaded, or marks it decorative (alt=""). On the
 * shared Modal: focus starts in the alt text field, stays inside, and returns where it was.
 * Mounted only while asking, so each image starts with an empty answer. In a portal: the editor
 * sits inside the blog's form, and forms do not nest.
 */
export function AltTextDialog({ fileName, onInsert, onCancel }: AltTextDialogProps) {
  const formId = useId();
  const noteId = useId();
  const altRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The form sits inside the editor's form: its submit must not submit the blog.
    event.stopPropagation();
    const text = alt.trim();
    if (!decorative && !text) {
      setError(ALT_TEXT_MESSAGES.missing);
      altRef.current?.focus();
      return;
    }
    onInsert(decorative ? '' : text);
  };

  return createPortal(
    <Modal
      open
      onClose={onCancel}
      title={ALT_TEXT_MESSAGES.title}
      size="sm"
      describedBy={noteId}
      initialFocusRef={altRef}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Insert image
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={submit} noValidate>
        <p id={noteId} style={{ margin: 0 }}>
          Say what <strong>{fileName}</strong> shows for readers who cannot see it.
        </p>
        <TextField
          ref={altRef}
          label="Alt text"
          value={decorative ? '' : alt}
          onChange={(value) => {
            setAlt(value);
            setError(undefined);
          }}
          disabled={decorative}
          error={error}
          maxLength={300}
        />
        <label className={formStyles.check}>
          <input
            type="checkbox"
            checked={decorative}
            onChange={(event) => {
              setDecorative(event.target.checked);
              setError(undefined);
            }}
          />
          Decorative image (no alt text)
        </label>
      </form>
    </Modal>,
    document.body,
  );
}
