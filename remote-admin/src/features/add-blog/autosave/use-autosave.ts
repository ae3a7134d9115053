import { useCallback, useEffect, useRef, useState } from 'react';
import type { BlogForm } from '../blog-form.ts';
import { draftOf, type AutosaveDraft } from './autosave-draft.ts';
import { AutosaveEngine } from './autosave-engine.ts';
import type { AutosaveStatus } from './autosave-timing.ts';
import { removeLocalCopy, writeLocalCopy } from './local-copy.ts';
import { useLeaveWarning } from './use-leave-warning.ts';

export interface AutosaveOptions {
  /** What the server holds as the editor opens; undefined while that is still being read. */
  stored: AutosaveDraft | undefined;
  /** Where the browser's copy is kept; undefined keeps none (the account is unknown). */
  localKey: string | undefined;
  /** Kept with the browser's copy: the post's version an edit is typed over. */
  baseVersion?: number;
  send: (draft: AutosaveDraft, keepalive: boolean) => Promise<unknown>;
  afterStaleSend?: () => void;
}

export interface Autosave {
  status: AutosaveStatus;
  /** The post form's `onFormChange`. */
  onFormChange: (form: BlogForm) => void;
  /** The form was saved (or added) by hand as `form`. */
  saved: (form: BlogForm) => void;
  /** Sends the form as it is, even unchanged (setting an older autosave aside). */
  resend: () => void;
}

/**
 * Autosave of the post form (docs/decisions/0076): every change goes to the browser's copy at once
 * and to the server after a pause in typing; what is unsent goes when the page is hidden or left
 * (with keepalive) and when the form unmounts; leaving with text on no server asks first.
 */
export function useAutosave(options: AutosaveOptions): Autosave {
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' });
  const live = useRef(options);
  useEffect(() => {
    live.current = options;
  });
  const [engine] = useState(
    () =>
      new AutosaveEngine({
        send: (draft, keepalive) => live.current.send(draft, keepalive),
        writeCopy: (draft) => {
          const { localKey, baseVersion } = live.current;
          if (localKey) writeLocalCopy(localKey, { draft, at: Date.now(), ...(baseVersion ? { baseVersion } : {}) });
        },
        dropCopy: () => {
          if (live.current.localKey) removeLocalCopy(live.current.localKey);
        },
        onStatus: setStatus,
        afterStaleSend: () => live.current.afterStaleSend?.(),
      }),
  );

  const { stored } = options;
  useEffect(() => {
    if (stored) engine.begin(stored);
  }, [engine, stored]);

  useEffect(() => {
    const leaving = () => void engine.flush(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    const online = () => engine.retryNow();
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('online', online);
      // Leaving the page inside the app: what is unsent still goes.
      void engine.flush();
    };
  }, [engine]);

  useLeaveWarning(useCallback(() => engine.unsaved, [engine]));

  return {
    status,
    onFormChange: useCallback((form: BlogForm) => engine.change(draftOf(form)), [engine]),
    saved: useCallback((form: BlogForm) => engine.saved(draftOf(form)), [engine]),
    resend: useCallback(() => engine.resend(), [engine]),
  };
}
