/**
 * The addresses of the site's pages with a parameter, written once for every app and the server:
 * a link, a canonical URL, the sitemap and the feed all call these, and each encodes its id.
 * Each pattern is the app manifest's (`app-manifest.test.ts` checks it is routed).
 */
export const BLOG_PAGE = '/blog/:id';
export const COURSE_PAGE = '/notes/:id';
export const AUTHOR_PAGE = '/authors/:slug';

const fill = (pattern: string, value: string) => pattern.replace(/:[a-z]+/i, encodeURIComponent(value));

/** A published post's page: `/blog/{id}`. */
export const blogPath = (id: string): string => fill(BLOG_PAGE, id);

/** A built-in course's page: `/notes/{id}`. */
export const coursePath = (id: string): string => fill(COURSE_PAGE, id);

/** An author's page (docs/decisions/0083): `/authors/{slug}`. */
export const authorPath = (slug: string): string => fill(AUTHOR_PAGE, slug);

/** An author's RSS feed, beside their page: `/authors/{slug}/rss.xml`. */
export const authorRssPath = (slug: string): string => `${authorPath(slug)}/rss.xml`;
