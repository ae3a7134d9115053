import { type Blog, type BlogSummary, excerpt } from '@studyhub/shared-api/contract';
import type { blogs } from '../db/schema.ts';

export type BlogRow = typeof blogs.$inferSelect;
/** The columns a blog's API shape is made of. */
export type BlogFields = Omit<BlogRow, 'mediaId'>;

/** A blog row in the contract's `Blog` shape, its cover URL made absolute for other origins. */
export function toBlog(row: BlogFields, publicApiUrl: string): Blog {
  return {
    _id: row.id,
    title: row.title,
    ...(row.subTitle ? { subTitle: row.subTitle } : {}),
    description: row.description,
    image: absoluteUrl(row.image, publicApiUrl),
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    isPublished: row.isPublished,
  };
}

function absoluteUrl(image: string, base: string): string {
  // Concatenate rather than `new URL(path, base)`, which would drop a path prefix in the base.
  return image.startsWith('/') ? `${base}${image}` : image;
}

/** The list's summary form: the body replaced by its card preview. */
export function toSummary({ description, ...rest }: Blog): BlogSummary {
  return { ...rest, excerpt: excerpt(description) };
}
