import { REVIEW_MESSAGES, REVIEW_NOTE_MAX_LENGTH } from '@studyhub/shared-api/admin';
import { Button, Modal } from '@studyhub/shared-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import formStyles from '../../common/form.module.css';
import styles from './Review.module.css';
import { REVIEW_TEXTS as TEXTS } from './review-texts.ts';

interface Props {
  /** The draft's title, or undefined while the dialog is closed. */
  title: string | undefined;
  busy: boolean;
  onClose: () => void;
  /** Sends the note; the dialog closes when it answers true. */
  onReturn: (note: string) => Promise<boolean>;
}

/** "Return to author" with the note the author will read; a blank note is refused here as the API would. */
export function ReturnDialog({ title, busy, onClose, onReturn }: Props) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const noteId = useId();
  const hintId = useId();
  const errorId = useId();

  const close = () => {
    setNote('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(REVIEW_MESSAGES.noteRequired);
      noteRef.current?.focus();
      return;
    }
    if (await onReturn(note.trim())) close();
  };

  return (
    <Modal open={title !== undefined} onClose={close} title={`${TEXTS.dialogTitle}: ${title ?? ''}`} initialFocusRef={noteRef}>
      <form onSubmit={(event) => void submit(event)} noValidate className={formStyles.form}>
        <div className={formStyles.field}>
          <label htmlFor={noteId} className={formStyles.label}>
            {TEXTS.noteLabel}
          </label>
          <textarea
            ref={noteRef}
            id={noteId}
            className={formStyles.input}
            rows={5}
            maxLength={REVIEW_NOTE_MAX_LENGTH}
            value={note}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              setNote(event.target.value);
              setError(undefined);
            }}
          />
          <span id={hintId} className={styles.hint}>
            {TEXTS.noteHint}
          </span>
          {error && (
            <span id={errorId} className={formStyles.error} role="alert">
              {error}
            </span>
          )}
        </div>
        <div className={formStyles.actions}>
          <Button type="submit" loading={busy}>
            {TEXTS.send}
          </Button>
          <Button type="button" variant="secondary" onClick={close}>
            {TEXTS.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
