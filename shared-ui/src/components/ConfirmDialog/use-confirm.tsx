import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

export type ConfirmOptions = Pick<ConfirmDialogProps, 'message' | 'title' | 'confirmLabel' | 'cancelLabel' | 'tone'>;

interface Pending {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * `await confirm(message)` like window.confirm, but with an accessible dialog. Render `dialog`
 * once in the component: `const { confirm, dialog } = useConfirm();`.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions | string) => Promise<boolean>; dialog: ReactElement } {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback((options: ConfirmOptions | string) => {
    // A second question replaces the first, which counts as cancelled.
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { options: typeof options === 'string' ? { message: options } : options, resolve };
      pendingRef.current = next;
      setPending(next);
    });
  }, []);

  // Leaving the page while asking answers "no", so no caller waits forever.
  useEffect(() => {
    const latest = pendingRef;
    return () => latest.current?.resolve(false);
  }, []);

  const options = pending?.options;
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={options?.message ?? ''}
      title={options?.title}
      confirmLabel={options?.confirmLabel}
      cancelLabel={options?.cancelLabel}
      tone={options?.tone}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { confirm, dialog };
}
