import { FIRST_PAINT_FILE, REMOTE_PAGES, sitePath, type RemoteFirstPaintPage, type RemoteFirstPaintPages, type SiteRouteMatch } from '@studyhub/shared-api/catalog';
import type { RuntimeConfig } from '@studyhub/shared-api/contract';

export interface RemoteFirstPaintOptions {
  /** A page view waits at most this long for a remote's file it has never read. */
  timeoutMs?: number;
  /** A file read this recently is used as it is; after it, the next page view revalidates it in the background. */
  freshMs?: number;
}

interface RemoteState {
  url: string;
  pages?: RemoteFirstPaintPages;
  etag?: string;
  checkedAt: number;
  pending?: Promise<void>;
}

/**
 * The remotes' first paint (docs/decisions/0055): each remote's `first-paint.json`, read over HTTP
 * beside its remoteEntry.js, as a browser would reach it. A remote deploys on its own, so the file
 * is revalidated with its ETag once `freshMs` has passed; a remote that cannot be reached leaves
 * its pages with the shell's loading state.
 */
export function createRemoteFirstPaint(remotes: RuntimeConfig['remotes'], { timeoutMs = 200, freshMs = 5000 }: RemoteFirstPaintOptions = {}) {
  const states = new Map<string, RemoteState>(
    Object.entries(remotes).map(([name, entry]) => [name, { url: new URL(FIRST_PAINT_FILE, entry).href, checkedAt: 0 }]),
  );

  async function revalidate(state: RemoteState): Promise<void> {
    try {
      const response = await fetch(state.url, { headers: state.etag ? { 'if-none-match': state.etag } : {}, signal: AbortSignal.timeout(5000) });
      if (response.status === 200) {
        state.pages = parsePages(await response.json());
        state.etag = response.headers.get('etag') ?? undefined;
      } else if (response.status !== 304) {
        // A remote without the file (an older build) or failing: its pages get the loading state.
        state.pages = undefined;
        state.etag = undefined;
      }
    } catch {
      // Unreachable for now: keep what was read, and try again on a later page view.
    } finally {
      state.checkedAt = Date.now();
      state.pending = undefined;
    }
  }

  const refresh = (state: RemoteState) => (state.pending ??= revalidate(state));

  return {
    /** The page a remote renders first at `pathname` (matched as `route`), if the remote that owns the route has one. */
    async pageAt(pathname: string, route: SiteRouteMatch | undefined): Promise<RemoteFirstPaintPage | undefined> {
      const owner = REMOTE_PAGES.find((page) => page.path === route?.pattern)?.remote;
      const state = owner === undefined ? undefined : states.get(owner);
      if (!state) return undefined;
      if (state.checkedAt === 0) {
        await Promise.race([refresh(state), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
      } else if (Date.now() - state.checkedAt > freshMs) {
        void refresh(state);
      }
      return state.pages?.[sitePath(pathname)];
    },
  };
}

/** Markup and CSS as strings, and CSS that cannot close the `<style>` the host writes it in. */
function isPage(value: unknown): value is RemoteFirstPaintPage {
  const { html, css } = (value ?? {}) as Partial<Record<keyof RemoteFirstPaintPage, unknown>>;
  return typeof html === 'string' && typeof css === 'string' && !/<\/style/i.test(css);
}

function parsePages(body: unknown): RemoteFirstPaintPages | undefined {
  const pages = (body as { pages?: unknown } | null)?.pages;
  if (typeof pages !== 'object' || pages === null) return undefined;
  return Object.values(pages).every(isPage) ? (pages as RemoteFirstPaintPages) : undefined;
}
