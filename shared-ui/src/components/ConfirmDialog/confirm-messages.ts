/** The confirmation texts of docs/product.md#confirmations, word for word. */
export const CONFIRM_MESSAGES = {
  deleteBlog: 'Are you sure you want to delete this blog? This action cannot be undone.',
  deleteComment: 'Are you sure you want to delete this comment?',
} as const;
