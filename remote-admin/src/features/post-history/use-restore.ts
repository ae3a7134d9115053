import { apiErrorMessage, useNavigate, type BlogSource, type QueryError, type RevisionSummary } from '@studyhub/shared-api';
import { useRestoreRevisionMutation } from '../../common/api/index.ts';
import { toast, useConfirm } from '@studyhub/shared-ui';
import { useState } from 'react';

const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? error.status : undefined);

/** The confirmation's words: what a restore does and what it keeps. */
export const restoreQuestion = (revision: number) =>
  `The post will be saved with the title, subtitle, category and body of revision ${revision}, as a new revision. ` +
  'Every revision stays in the history; the cover and the published state are kept.';

/**
 * "Restore" (docs/decisions/0074): asks first, saves the post back to the revision against the
 * version this page read, toasts, and opens the editor on the restored post. A post changed since
 * is a 409: nothing was restored, and the page says so until it is reloaded.
 */
export function useRestore(id: string, current: BlogSource | undefined, editorPath: string) {
  const [restoreRevision, { isLoading }] = useRestoreRevisionMutation();
  const { confirm, dialog } = useConfirm();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState(false);

  const restore = async ({ revision }: RevisionSummary) => {
    if (!current) return;
    const confirmed = await confirm({ title: `Restore revision ${revision}?`, message: restoreQuestion(revision), confirmLabel: 'Restore' });
    if (!confirmed) return;
    try {
      const { message } = await restoreRevision({ id, revision, baseVersion: current.version }).unwrap();
      setConflict(false);
      toast.success(message || `Revision ${revision} restored`, { id: 'restore-revision-result' });
      navigate(editorPath);
    } catch (failure) {
      if (statusOf(failure) === 409) setConflict(true);
      else if (statusOf(failure) !== 401) toast.error(apiErrorMessage(failure as QueryError, 'The revision could not be restored'), { id: 'restore-revision-result' });
    }
  };

  return { restore, restoring: isLoading, conflict, clearConflict: () => setConflict(false), dialog };
}
