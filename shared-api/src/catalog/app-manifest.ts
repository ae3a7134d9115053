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

export interface RemotePage extends Required<Omit<AppPage, 'nav'>> {
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
