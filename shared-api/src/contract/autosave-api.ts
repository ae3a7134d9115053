// Autosave's paths and words (docs/decisions/0076), without typebox, so clients bundle no schema
// builder. Kept apart from API_PATHS so the other parts of issue 34 can grow that list beside it.

/** The API paths of autosave, admin only. */
export const AUTOSAVE_PATHS = {
  /** GET: this account's newest autosave of the post since its last save; PUT: autosave an edit (a revision of kind `autosave`). */
  postAutosave: '/api/admin/blogs/:id/autosave',
  /** GET, PUT, DELETE: this account's one autosaved Add Blog form. */
  newPostDraft: '/api/admin/drafts/new',
} as const;

/** Autosaves of a post kept at least, besides every manual save (issue 34). */
export const AUTOSAVES_KEPT = 50;

export const AUTOSAVE_MESSAGES = {
  saved: 'Saved',
  discarded: 'Draft discarded',
  /** 400: an autosave names a version the post never reached. */
  futureVersion: 'baseVersion is newer than the post: open the post again',
} as const;
