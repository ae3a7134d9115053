import type { Blog } from '../contract/entities.ts';
import type { CategoryColor } from './category-color.ts';
import type { SiteRouteMatch } from './site-routes.ts';

/**
 * The shell's first paint (docs/decisions/0053): its build renders the app's first frame at each
 * route pattern into this file beside index.html, and the shell's host puts the one for the
 * requested path inside the root element.
 */
export const FIRST_PAINT_FILE = 'first-paint.json';

/** The key of the frame of every path the app renders as not found. */
export const FIRST_PAINT_NOT_FOUND = '*';

/** The root element as the shell's index.html writes it, the app's mount point. */
export const ROOT_ELEMENT = '<div id="root">';

/** Each route pattern's (and FIRST_PAINT_NOT_FOUND's) markup, to go inside the root element. */
export type FirstPaintPages = Readonly<Record<string, string>>;

/**
 * The frame of a path the router matched as `route` (undefined: not found), whatever the page then
 * finds: a missing blog still shows the blog page's loading state first.
 */
export function firstPaintKey(route: SiteRouteMatch | undefined): string {
  return route?.pattern ?? FIRST_PAINT_NOT_FOUND;
}

/**
 * A remote's first paint (docs/decisions/0055): its build renders each of its pages that needs no
 * API data into a file of this name beside its remoteEntry.js, with the CSS the page needs; the
 * shell's host puts the page in `<main>` and the CSS in the head.
 */
export interface RemoteFirstPaintPage {
  html: string;
  css: string;
  /** The API's answer the page shows (a blog page's blog, docs/decisions/0056), for the app's store. */
  data?: FirstPaintData;
  /** Absolute URLs of stylesheets the page links to besides its CSS: a post's formulas. */
  stylesheets?: readonly string[];
}

/** A remote's first-paint file: each concrete path's page. */
export type RemoteFirstPaintPages = Readonly<Record<string, RemoteFirstPaintPage>>;

/** The attribute of the element that holds a remote's page inside `<main>` until the remote renders it. */
export const FIRST_PAINT_CONTENT = 'data-first-paint';

/**
 * A blog page's first paint (docs/decisions/0056): remote-public's build renders the blog page once
 * per badge tone with these slots in place of a blog's values, and the shell's host fills them with
 * the requested blog's, escaped (`description`, sanitised by the API on write, as it is).
 */
export const BLOG_SLOTS = {
  title: '\uE100title\uE101',
  subTitle: '\uE100subTitle\uE101',
  category: '\uE100category\uE101',
  createdAt: '\uE100createdAt\uE101',
  date: '\uE100date\uE101',
  src: '\uE100src\uE101',
  srcSet: '\uE100srcSet\uE101',
  description: '\uE100description\uE101',
  /** The byline (docs/decisions/0083): its name, and its slug in the link's path, encoded. */
  authorName: '\uE100authorName\uE101',
  authorSlug: '\uE100authorSlug\uE101',
} as const;

/** The marker of the byline's element, which a blog without an author drops whole. */
export const BYLINE_ATTRIBUTE = 'data-byline';
export type BlogSlot = keyof typeof BLOG_SLOTS;

/** The blog page with BLOG_SLOTS for each badge tone, and the CSS it loads. */
export interface BlogFirstPaintTemplate {
  html: Readonly<Record<CategoryColor, string>>;
  css: string;
  /**
   * The formulas' stylesheet (KaTeX's, with its fonts beside it), which a post with formulas links
   * to (docs/decisions/0071): a path beside the remote's remoteEntry.js in the file, an absolute
   * URL once the host has read it.
   */
  formulaStylesheet?: string;
}

/** A remote's first-paint file: each concrete path's page, and the blog page's template when the remote has it. */
export interface RemoteFirstPaint {
  pages: RemoteFirstPaintPages;
  blog?: BlogFirstPaintTemplate;
}

/** The attribute of the `<script type="application/json">` with the API answer a served page shows, for the store. */
export const FIRST_PAINT_DATA = 'data-first-paint-data';

/** That answer: the `getBlog` query's result for its id, so the app shows the served blog without asking again. */
export interface FirstPaintData {
  blog: Blog;
}
