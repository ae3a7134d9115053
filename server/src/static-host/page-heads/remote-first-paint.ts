import {
  CATEGORY_COLORS,
  FIRST_PAINT_FILE,
  REMOTE_PAGES,
  sitePath,
  type BlogFirstPaintTemplate,
  type RemoteFirstPaint,
  type RemoteFirstPaintPage,
  type SiteRouteMatch,
} from '@studyhub/shared-api/catalog';
import type { RuntimeConfig } from '@studyhub/shared-api/contract';

export interface RemoteFirstPaintOptions {
  /** A page view waits at most this long for a remote's file it has never read. */
  timeoutMs?: number;
  /** A file read this recently is used as it is; after it, the next page view revalidates it in the background. */
  freshMs?: number;
}

interface RemoteState {
  url: string;
  file?: RemoteFirstPaint;
  etag?: string;
  /** When the remote last answered; 0 until it first does. */
  checkedAt: number;
  pending?: Promise<void>;
}

/**
 * The remotes' first paint (docs/decisions/0055): each remote's `first-paint.json`, read over HTTP
 * beside its remoteEntry.js, as a browser would reach it. A remote deploys on its own, so the file
 * is revalidated with its ETag once `freshMs` has passed; a remote that cannot be reached leaves
 * its pages with the shell's loading state. The files are first read as the host starts, so the
 * first page view does not wait on a remote that is still warming up; one not reached yet is
 * tried again by each page view until it answers.
 */
export function createRemoteFirstPaint(remotes: RuntimeConfig['remotes'], { timeoutMs = 200, freshMs = 5000 }: RemoteFirstPaintOptions = {}) {
  const states = new Map<string, RemoteState>(
    Object.entries(remotes).map(([name, entry]) => [name, { url: new URL(FIRST_PAINT_FILE, entry).href, checkedAt: 0 }]),
  );

  async function revalidate(state: RemoteState): Promise<void> {
    try {
      const response = await fetch(state.url, { headers: state.etag ? { 'if-none-match': state.etag } : {}, signal: AbortSignal.timeout(5000) });
      state.checkedAt = Date.now();
      if (response.status === 200) {
        state.file = parseFile(await response.json(), state.url);
        state.etag = response.headers.get('etag') ?? undefined;
      } else if (response.status !== 304) {
        // A remote without the file (an older build) or failing: its pages get the loading state.
        state.file = undefined;
        state.etag = undefined;
      }
    } catch {
      // Unreachable for now: keep what was read, and try again on a later page view (the next
      // one, if it never answered).
      if (state.checkedAt !== 0) state.checkedAt = Date.now();
    } finally {
      state.pending = undefined;
    }
  }

  const refresh = (state: RemoteState) => (state.pending ??= revalidate(state));
  for (const state of states.values()) void refresh(state);

  return {
    /**
     * What the remote that owns `route` paints first at `pathname`: its page there, if it has
     * one, and its blog page's template (docs/decisions/0056). The file is read at most
     * `timeoutMs` the first time.
     */
    async at(pathname: string, route: SiteRouteMatch | undefined): Promise<{ page?: RemoteFirstPaintPage; blogTemplate?: BlogFirstPaintTemplate }> {
      const owner = REMOTE_PAGES.find((page) => page.path === route?.pattern)?.remote;
      const state = owner === undefined ? undefined : states.get(owner);
      if (!state) return {};
      if (state.checkedAt === 0) {
        await Promise.race([refresh(state), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
      } else if (Date.now() - state.checkedAt > freshMs) {
        void refresh(state);
      }
      return { page: state.file?.pages[sitePath(pathname)], blogTemplate: state.file?.blog };
    },
  };
}

const isCss = (css: unknown): css is string => typeof css === 'string' && !/<\/style/i.test(css);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Markup and CSS as strings, and CSS that cannot close the `<style>` the host writes it in. */
function isPage(value: unknown): value is RemoteFirstPaintPage {
  return isRecord(value) && typeof value.html === 'string' && isCss(value.css);
}

/** The same for the blog template: markup of every badge tone. */
function isBlogTemplate(value: unknown): value is BlogFirstPaintTemplate {
  if (!isRecord(value) || !isRecord(value.html) || !isCss(value.css)) return false;
  const html = value.html;
  return CATEGORY_COLORS.every((tone) => typeof html[tone] === 'string');
}

// A file beside first-paint.json, named by the remote's own build: no scheme, no way up.
const SIBLING_CSS = /^(?![a-z][a-z0-9+.-]*:|\/)(?!.*\.\.)[\w./-]+\.css$/i;

/** The template with its formula stylesheet as an absolute URL beside `fileUrl`, if it names a valid one. */
function withAbsoluteStylesheet({ formulaStylesheet, ...template }: BlogFirstPaintTemplate, fileUrl: string): BlogFirstPaintTemplate {
  if (typeof formulaStylesheet !== 'string' || !SIBLING_CSS.test(formulaStylesheet)) return template;
  return { ...template, formulaStylesheet: new URL(formulaStylesheet, fileUrl).href };
}

/** The file, without a blog template that is malformed; nothing when its pages are. */
function parseFile(body: unknown, fileUrl: string): RemoteFirstPaint | undefined {
  if (!isRecord(body) || !isRecord(body.pages) || !Object.values(body.pages).every(isPage)) return undefined;
  const pages = body.pages as RemoteFirstPaint['pages'];
  return isBlogTemplate(body.blog) ? { pages, blog: withAbsoluteStylesheet(body.blog, fileUrl) } : { pages };
}
