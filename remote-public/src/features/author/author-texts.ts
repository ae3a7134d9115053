/** What the author page says (docs/product.md#author-page). */
export const AUTHOR_TEXTS = {
  loading: 'Loading author...',
  notFoundTitle: 'Author not found',
  notFound: 'There is no author at this address.',
  failed: 'This author could not be loaded',
  postsFailed: 'Their posts could not be loaded.',
  morePostsFailed: 'More posts could not be loaded.',
  none: 'No published posts yet.',
} as const;

/** "1 published post", "24 published posts". */
export function postCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} published ${count === 1 ? 'post' : 'posts'}`;
}
