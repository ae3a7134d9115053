/**
 * The words of a post's history (docs/decisions/0074, docs/product.md#history), shown as they are:
 * the API answers them and the admin's History page shows them. Typebox-free, so clients can import it.
 */
export const REVISION_MESSAGES = {
  /** 400: the revision in the path is not a whole number from 1. */
  badNumber: 'revision must be a whole number from 1',
  /** 404: the post has no revision of that number. */
  notFound: 'Revision not found',
} as const;

/** 200: a revision was restored; the post was saved back to its text as a new revision. */
export const restoredMessage = (revision: number, saved: number) => `Revision ${revision} restored as revision ${saved}`;

/** How each kind of revision is named in the History page's table. */
export const REVISION_KIND_LABELS = { manual: 'Saved', autosave: 'Autosave' } as const;
export type RevisionKind = keyof typeof REVISION_KIND_LABELS;
