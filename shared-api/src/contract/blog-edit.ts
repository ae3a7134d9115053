/**
 * The words of editing a post (docs/decisions/0073, docs/product.md#edit-blog), shown as they are:
 * the API answers them and the admin's form shows them.
 */
export const BLOG_EDIT_MESSAGES = {
  /** 200: the edit was saved. */
  saved: 'Blog updated successfully',
  /** 409: the post's version is not the one the editor opened it at; nothing was changed. */
  conflict: 'This post was changed since you opened it',
} as const;
