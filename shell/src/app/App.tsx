import { Toaster } from '@studyhub/shared-ui';
import type { ReactNode } from 'react';
import { Route, Routes } from '@studyhub/shared-api';
import { NavBar } from '../features/navigation/NavBar.tsx';
import { NotFound } from '../features/not-found/NotFound.tsx';
import type { RemoteRoute } from '../common/remotes/remote-route.ts';
import { RemotePage } from '../features/remote-loader/RemotePage.tsx';
import { useServedPageForgottenElsewhere } from '../features/remote-loader/served-page.tsx';
import { NavSearch } from '../features/site-search/nav-search/NavSearch.tsx';
import { SEARCH_PATH } from '../features/site-search/search-path.ts';
import { SearchPage } from '../features/site-search/SearchPage.tsx';
import { StartupEffects } from '../features/startup/StartupEffects.tsx';
import styles from './App.module.css';
import { ROUTES } from './routes.ts';

export function App() {
  useServedPageForgottenElsewhere();
  return (
    <>
      <AppFrame remotePage={(route) => <RemotePage key={route.path} route={route} />} />
      <StartupEffects />
      <Toaster />
    </>
  );
}

/**
 * The skip link, the navigation bar and `<main>` with the routes. `remotePage` fills a remote's
 * route: the app loads the page, the build's first paint shows its loading state
 * (docs/decisions/0053), so both come from this one tree.
 */
export function AppFrame({ remotePage }: { remotePage: (route: RemoteRoute) => ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <NavBar search={<NavSearch />} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Routes>
          {/* The shell's own page: a search over every remote (docs/decisions/0033). */}
          <Route path={SEARCH_PATH} element={<SearchPage />} />
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={remotePage(route)} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </main>
    </>
  );
}
