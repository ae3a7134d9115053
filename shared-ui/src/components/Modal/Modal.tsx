import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { CloseIcon } from '../Icon/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called for Escape, the close button and a click on the backdrop; the caller sets `open` false. */
  onClose: () => void;
  /** Shown as the heading and used as the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (e.g. a confirmation's question). */
  describedBy?: string;
  /** Receives focus on open; by default the first focusable element does (the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  closeOnBackdrop?: boolean;
  hideCloseButton?: boolean;
}

/**
 * A modal on the native <dialog> with showModal(): the browser makes the rest of the page inert
 * (the focus trap) and puts the dialog in the top layer. Escape closes it, and focus goes back to
 * the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  describedBy,
  initialFocusRef,
  closeLabel = 'Close',
  closeOnBackdrop = true,
  hideCloseButton = false,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Browsers restore focus on close, but not when the dialog is removed or in every engine: do it here.
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  // Escape: handled on keydown (the cancel event is not fired in every engine), and the native
  // cancel is prevented so that React state, not the browser, decides when the dialog closes.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // A click whose target is the <dialog> itself landed on the backdrop: the frame fills the box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${styles[size]}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      {open && (
        <div className={styles.frame}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {!hideCloseButton && <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" onClick={onClose} />}
          </div>
          {children !== undefined && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
