// Autosave's words and numbers (docs/decisions/0076), without typebox, so clients bundle no schema
// builder; its paths are in paths.ts.

/** Autosaves of a post kept at least, besides every manual save (issue 34). */
export const AUTOSAVES_KEPT = 50;

export const AUTOSAVE_MESSAGES = {
  saved: 'Saved',
  discarded: 'Draft discarded',
  /** 400: an autosave names a version the post never reached. */
  futureVersion: 'baseVersion is newer than the post: open the post again',
} as const;
