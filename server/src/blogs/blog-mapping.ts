import { type Blog, type BlogSource, type BlogSummary, excerpt } from '@studyhub/shared-api/contract';
import type { blogs } from '../db/schema.ts';
import { type BylineFields, bylineOf } from '../bylines/bylines.ts';
import { absoluteBodyMedia } from './body-media-urls.ts';

export type BlogRow = typeof blogs.$inferSelect;

/** A blog as the admin sends it, its HTML (the body's source) already sanitised. */
export interface BlogDraft {
  title: string;
  subTitle: string;
  description: string;
  category: string;
  isPublished: boolean;
}
/** The editorial team's columns (docs/decisions/0083): in the editor's source only (issue 36). */
type StaffColumns = 'authorId' | 'reviewState' | 'reviewNote' | 'submittedAt';

/**
 * The columns a blog's API shape is made of; without `bodyHtml` the source is what readers get.
 * `version` is read for the admin only; `updatedAt` wherever it is selected.
 */
export type BlogFields = Omit<BlogRow, 'mediaId' | 'bodyHtml' | 'updatedAt' | 'version' | 'publishAt' | StaffColumns> & {
  bodyHtml?: string | null;
  updatedAt?: Date | null;
  publishAt?: Date | null;
} & Partial<Pick<BlogRow, StaffColumns>> &
  Partial<BylineFields>;

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
    ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
    isPublished: row.isPublished,
    ...bylineOf(row),
  };
}

/** A blog as the admin reads it: the reader's form with its version, for an Edit link. */
export function toAdminBlog(row: BlogFields & { version: number }, publicApiUrl: string): Blog {
  const { reviewNote: _note, ...review } = inReview(row);
  return { ...toBlog(row, publicApiUrl), version: row.version, ...scheduled(row), ...review };
}

/** A draft's scheduled time, for the admin's reads (docs/decisions/0077); nothing when none is set. */
const scheduled = (row: { publishAt?: Date | null }) => (row.publishAt ? { publishAt: row.publishAt.toISOString() } : {});

/**
 * A blog as its editor opens it (docs/decisions/0073): the body's source, not the reader's HTML,
 * its images of this API made absolute as readers get them (the sanitiser makes them relative again on save).
 */
export function toBlogSource(row: Omit<BlogFields, 'bodyHtml'> & { version: number }, publicApiUrl: string): BlogSource {
  return { ...toBlog({ ...row, bodyHtml: null }, publicApiUrl), version: row.version, ...scheduled(row), ...inReview(row) };
}

/** Whose post it is and its place in review (issue 36), for its editor: the portal shows the returned note. */
function inReview(row: Partial<Pick<BlogRow, StaffColumns>>): Pick<BlogSource, 'authorId' | 'reviewState' | 'reviewNote'> {
  if (row.reviewState === undefined) return {};
  return {
    authorId: row.authorId ?? null,
    // The column's CHECK constraint (migration 0016) admits only the contract's states.
    reviewState: row.reviewState as NonNullable<BlogSource['reviewState']>,
    ...(row.reviewState === 'returned' && row.reviewNote ? { reviewNote: row.reviewNote } : {}),
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
