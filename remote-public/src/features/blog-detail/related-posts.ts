import type { BlogSummary } from '@studyhub/shared-api';

/** Related resources under a blog (docs/product.md#related-resources). */
export const RELATED_LIMIT = 3;

type Related = Pick<BlogSummary, '_id' | 'category'>;

/** Other posts of the same category (case-insensitive), in list order, at most `limit`. */
export function relatedPosts<T extends Related>(blogs: readonly T[], current: Related, limit = RELATED_LIMIT): T[] {
  const category = current.category.trim().toLowerCase();
  return blogs.filter((blog) => blog._id !== current._id && blog.category.trim().toLowerCase() === category).slice(0, limit);
}
