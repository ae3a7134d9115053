/** The words of the Edit page's "Share draft link" panel (docs/product.md#share-a-draft). */
export const SHARE_DRAFT_TEXTS = {
  heading: 'Share draft link',
  hint: 'Anyone with the link can read the current draft of this post, without signing in, until the link expires or you revoke it. Search engines are told not to index it.',
  expiry: 'Link expires after',
  create: 'Create link',
  creating: 'Creating...',
  created: 'Draft link created. It is shown only now: copy it.',
  url: 'Draft link',
  copy: 'Copy',
  copied: 'Link copied to the clipboard',
  copyFailed: 'Could not copy the link; select it and copy instead.',
  live: 'Live links',
  none: 'No live links.',
  revoke: 'Revoke link',
  revoked: 'Link revoked',
  loadFailed: 'The links could not be loaded',
} as const;
