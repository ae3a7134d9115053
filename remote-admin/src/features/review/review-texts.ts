/** The review queue's words (issue 36); the server's own messages come from the contract's REVIEW_MESSAGES. */
export const REVIEW_TEXTS = {
  title: 'Pending review',
  caption: 'Drafts waiting for review',
  empty: 'No drafts are waiting for review.',
  loadFailed: 'An error occurred while loading the review queue',
  open: 'Open',
  preview: 'Preview',
  publish: 'Publish',
  returnToAuthor: 'Return to author',
  dialogTitle: 'Return to author',
  noteLabel: 'Note for the author',
  noteHint: 'Say what to change; the author sees it on the draft until it submits again.',
  send: 'Return with note',
  cancel: 'Cancel',
} as const;
