/**
 * The review queue (issue 36, docs/decisions/0083): the words the API answers and the portal shows
 * as they are, and the bound of a note. Free of TypeBox, so clients import it without the schema builder.
 */
export const REVIEW_STATES = ['none', 'submitted', 'returned'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_MESSAGES = {
  /** 200: a contributor handed its draft to the editors. */
  submitted: 'Submitted for review',
  /** 200: an editor published a submitted draft. */
  published: 'Post published',
  /** 200: an editor sent a draft back with a note. */
  returned: 'Returned to author',
  /** 409: submitting a draft that already waits for review. */
  alreadySubmitted: 'This draft is already waiting for review',
  /** 409: publishing or returning a post that is not waiting for review. */
  notSubmitted: 'This post is not waiting for review',
  /** 400: "Return to author" without a note. */
  noteRequired: 'Write a note for the author',
} as const;

/** The longest note an editor may return a draft with. */
export const REVIEW_NOTE_MAX_LENGTH = 2000;
