import { apiErrorMessage, type Comment, type QueryError } from '@studyhub/shared-api';
import { useApproveCommentMutation, useDeleteCommentMutation } from '../../common/api/index.ts';
import { CONFIRM_MESSAGES, toast, useConfirm } from '@studyhub/shared-ui';
import { useState } from 'react';
import { focusPageHeading } from '../../common/focus-page-heading.ts';
import { failureText } from '../../common/use-error-toast.ts';

/** Approve and delete (with the confirmation of docs/product.md#confirmations); the list refetches through the Comment tag. */
export function useCommentActions() {
  const [approveComment] = useApproveCommentMutation();
  const [deleteComment] = useDeleteCommentMutation();
  const { confirm, dialog } = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (comment: Comment, action: (id: string) => Promise<string>) => {
    setBusyId(comment._id);
    try {
      toast.success(await action(comment._id), { id: `comment-${comment._id}` });
      // The row leaves this filter's list, taking the focused button with it.
      focusPageHeading();
    } catch (error) {
      // docs/product.md#error-messages: the server's message, or the error's.
      const text = failureText(error as QueryError, (failure) => apiErrorMessage(failure));
      if (text) toast.error(text, { id: `comment-${comment._id}` });
    } finally {
      setBusyId(null);
    }
  };

  const approve = (comment: Comment) => run(comment, (id) => approveComment(id).unwrap());

  const remove = async (comment: Comment) => {
    const confirmed = await confirm({ title: 'Delete comment?', message: CONFIRM_MESSAGES.deleteComment, confirmLabel: 'Delete', tone: 'danger' });
    if (confirmed) await run(comment, (id) => deleteComment(id).unwrap());
  };

  return { approve, remove, isBusy: (comment: Comment) => busyId === comment._id, dialog };
}
