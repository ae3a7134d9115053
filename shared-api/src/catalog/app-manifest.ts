import manifest from './app-manifest.json' with { type: 'json' };

/**
 * The apps, their ports and the pages each remote exposes, read from app-manifest.json so that
 * the Node scripts and the lint config, which cannot import TypeScript, read the same list
 * (docs/decisions/0048). Adding a page is one entry there.
 */
export interface AppPage {
  /** React Router's pattern: `/notes/:id`, `/admin/*`. */
  path: string;
  /** Names the page in titles and in the "section unavailable" panel. */
  section: string;
  /** The federated module, `./{module}` in the remote's exposes; the shell's own pages have none. */
  module?: string;
  /** Relative to the app's folder. */
  source?: string;
  /** A link in the navigation bar, labelled with the section; the small-screen menu's label. */
  nav?: { mobileLabel: string };
  /**
   * The page's `<h1>` as a signed-out visitor sees it at `example` (or at `path`): the browser
   * tests, the visual sweep and the benchmark open every page and wait for it. Absent where the
   * heading is the API's data (a post's title); e2e/fixtures/site-pages.ts finds those pages.
   */
  heading?: string;
  /** An address to open a pattern with a parameter or a page at (`/notes/cse220`, `/search?q=data`). */
  example?: string;
  /** A public page with a fixed path: its head's description, and a place in the sitemap; `section` is its title. */
  description?: string;
}

export interface AppEntry {
  /** The workspace folder and npm workspace name. */
  name: string;
  /** The federation name, for remotes only. */
  remote?: string;
  /** The local default, overridden by the `portEnv` variable. */
  port: number;
  portEnv: string;
  /** What `npm start` prints beside a remote's standalone address, and its path there. */
  standalone?: { note: string; path?: string };
  pages: AppPage[];
  /** Modules a remote exposes that are not pages, as in the federation's `exposes` (the site search's index, docs/decisions/0033). */
  exposes?: Record<string, string>;
}

export interface RemotePage extends Required<Pick<AppPage, 'path' | 'section' | 'module' | 'source'>> {
  /** The remote's workspace folder. */
  app: string;
  remote: string;
}

export const APP_MANIFEST: { api: { port: number; portEnv: string }; apps: readonly AppEntry[] } = manifest;

export const REMOTE_APP_ENTRIES: readonly (AppEntry & { remote: string })[] = APP_MANIFEST.apps.filter(
  (app): app is AppEntry & { remote: string } => app.remote !== undefined,
);

/** Every federated page, in manifest order. */
export const REMOTE_PAGES: readonly RemotePage[] = REMOTE_APP_ENTRIES.flatMap((app) =>
  app.pages.map((page) => {
    if (page.module === undefined || page.source === undefined) throw new Error(`${app.name} ${page.path}: a remote page needs a module and a source`);
    return { app: app.name, remote: app.remote, path: page.path, section: page.section, module: page.module, source: page.source };
  }),
);

/** The federation's `exposes` of one remote: each page as `./{module}`, then the other modules. */
export function remoteExposes(app: AppEntry): Record<string, string> {
  const pages = REMOTE_PAGES.filter((page) => page.app === app.name);
  return { ...Object.fromEntries(pages.map((page) => [`./${page.module}`, page.source])), ...app.exposes };
}

/** The entry of a named app; a name the manifest lacks is a programming error. */
export function appEntry(name: string): AppEntry {
  const app = APP_MANIFEST.apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`${name} is not in shared-api/src/catalog/app-manifest.json`);
  return app;
}

/** A page of the site as a test or the benchmark opens it (docs/decisions/0082). */
export interface SitePage {
  /** The workspace that owns it. */
  app: string;
  /** The manifest's route pattern. */
  pattern: string;
  section: string;
  /** Where to open it: its `example`, else its path (`/admin/*` at `/admin`; a post's page: its pattern, which a test fills). */
  at: string;
  /** Its `<h1>` there; undefined where that is the API's data (a post's title). */
  heading: string | undefined;
}

/** Every page of every app, in manifest order: the browser tests' and the benchmark's page lists. */
export const SITE_PAGES: readonly SitePage[] = APP_MANIFEST.apps.flatMap((app) =>
  app.pages.map((page) => ({ app: app.name, pattern: page.path, section: page.section, at: page.example ?? (page.path.replace(/\/\*$/, '') || '/'), heading: page.heading })),
);
