import { type Blog, type BlogSummary, excerpt } from '@studyhub/shared-api/contract';
import type { blogs } from '../db/schema.ts';
import { absoluteBodyMedia } from './body-media-urls.ts';

export type BlogRow = typeof blogs.$inferSelect;
/** The columns a blog's API shape is made of; without `bodyHtml` the source is what readers get. */
export type BlogFields = Omit<BlogRow, 'mediaId' | 'bodyHtml'> & { bodyHtml?: string | null };

/**
 * A blog row in the contract's `Blog` shape, its cover URL made absolute for other origins. The body
 * is the reader's HTML rendered at save, else (rows from before it, or written by SQL) the source.
 */
export function toBlog(row: BlogFields, publicApiUrl: string): Blog {
  return {
    _id: row.id,
    title: row.title,
    ...(row.subTitle ? { subTitle: row.subTitle } : {}),
    description: absoluteBodyMedia(row.bodyHtml ?? row.description, publicApiUrl),
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

/**
 * The list's summary form: the body replaced by its card preview, cut from the source (the reader's
 * HTML would repeat each formula as MathML, TeX and HTML).
 */
export function toSummary(row: Omit<BlogFields, 'bodyHtml'>, publicApiUrl: string): BlogSummary {
  const { description: _body, ...rest } = toBlog({ ...row, description: '' }, publicApiUrl);
  return { ...rest, excerpt: excerpt(row.description) };
}
