/**
 * Draft links and previews (docs/decisions/0078, docs/product.md#share-a-draft): an admin shares a
 * post's current draft at `/preview/<token>`, signed out, read-only, until it expires or is revoked.
 */
export const PREVIEW_LINK_HOURS = { min: 1, max: 720, default: 168 } as const;

/** The expiry choices the admin's panel offers, in hours (the API takes any whole hour in range). */
export const PREVIEW_LINK_CHOICES = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: 168, label: '7 days' },
  { hours: 720, label: '30 days' },
] as const;

/** The site's path of a draft link. */
export const PREVIEW_PAGE_PREFIX = '/preview/';

export const PREVIEW_MESSAGES = {
  created: 'Draft link created',
  revoked: 'Link revoked',
  /** The one answer for a wrong, expired or revoked token, and for a link that is already gone. */
  notFound: 'Preview not found',
} as const;
