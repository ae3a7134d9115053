import { CONFIRM_MESSAGES, toast, useConfirm } from '@studyhub/shared-ui';
import { apiErrorMessage, type AdminBlogRow, type QueryError } from '@studyhub/shared-api';
import { useDeleteBlogMutation, useTogglePublishMutation } from '../api/index.ts';
import { useState } from 'react';
import { focusPageHeading } from '../focus-page-heading.ts';
import { failureText } from '../use-error-toast.ts';

/**
 * Publish/unpublish and delete (with the confirmation of docs/product.md#confirmations), with the
 * notices of docs/product.md#error-messages. The lists
 * refresh through the API slice's tags, the public listing included.
 */
export function useBlogActions() {
  const [togglePublish] = useTogglePublishMutation();
  const [deleteBlog] = useDeleteBlogMutation();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const track = async (id: string, work: () => Promise<void>) => {
    setBusy((ids) => new Set(ids).add(id));
    try {
      await work();
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  const toggle = (blog: AdminBlogRow) =>
    track(blog._id, async () => {
      try {
        toast.success(await togglePublish(blog._id).unwrap(), { id: `toggle-${blog._id}` });
      } catch (error) {
        const text = failureText(error as QueryError, (failure) => `An error occurred while toggling publish status: ${apiErrorMessage(failure)}`);
        if (text) toast.error(text, { id: `toggle-${blog._id}` });
      }
    });

  const remove = async (blog: AdminBlogRow) => {
    const confirmed = await confirm({ title: 'Delete blog?', message: CONFIRM_MESSAGES.deleteBlog, confirmLabel: 'Delete', tone: 'danger' });
    if (!confirmed) return;
    await track(blog._id, async () => {
      try {
        const message = await deleteBlog(blog._id).unwrap();
        toast.success(message || 'Blog deleted successfully', { id: `delete-${blog._id}` });
        focusPageHeading();
      } catch (error) {
        const text = failureText(error as QueryError, (failure) => `An error occurred while deleting the blog: ${apiErrorMessage(failure)}`);
        if (text) toast.error(text, { id: `delete-${blog._id}` });
      }
    });
  };

  return { toggle, remove, isBusy: (blog: AdminBlogRow) => busy.has(blog._id), dialog };
}
