import { useId, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. one of CONFIRM_MESSAGES. */
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions such as deleting. */
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  /** Cancel, Escape, the close button and the backdrop all cancel. */
  onCancel: () => void;
}

/**
 * The accessible replacement for window.confirm: an alert dialog named by its title, described by
 * the question, with focus starting on Cancel so Enter never destroys anything by accident.
 */
export function ConfirmDialog({
  open,
  message,
  title = 'Please confirm',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      closeOnBackdrop={false}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId} style={{ margin: 0 }}>
        {message}
      </p>
    </Modal>
  );
}
