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
}

/** A remote's first-paint file: each concrete path's page. */
export type RemoteFirstPaintPages = Readonly<Record<string, RemoteFirstPaintPage>>;

/** The attribute of the element that holds a remote's page inside `<main>` until the remote renders it. */
export const FIRST_PAINT_CONTENT = 'data-first-paint';
