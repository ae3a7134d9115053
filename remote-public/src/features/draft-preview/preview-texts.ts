/** The draft page's words (docs/product.md#share-a-draft). */
export const DRAFT_PREVIEW_TEXTS = {
  banner: 'Draft preview — not published',
  bannerDetail: 'This is a draft shared by its author. It may change before it is published, and this link can stop working at any time.',
  title: 'Draft preview',
  notFoundTitle: 'Preview not found',
  notFound: 'This draft link is wrong, has expired or was revoked. Ask its author for a new one.',
  failed: 'This preview could not be loaded',
  loading: 'Loading the draft...',
} as const;
