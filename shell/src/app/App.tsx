import { Toaster } from '@studyhub/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { NavBar } from '../features/navigation/NavBar.tsx';
import { NotFound } from '../features/not-found/NotFound.tsx';
import { RemotePage } from '../features/remote-loader/RemotePage.tsx';
import { NavSearch } from '../features/site-search/nav-search/NavSearch.tsx';
import { SEARCH_PATH } from '../features/site-search/search-path.ts';
import { SearchPage } from '../features/site-search/SearchPage.tsx';
import { StartupEffects } from '../features/startup/StartupEffects.tsx';
import styles from './App.module.css';
import { ROUTES } from './routes.ts';

export function App() {
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
            <Route key={route.path} path={route.path} element={<RemotePage key={route.path} route={route} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </main>
      <StartupEffects />
      <Toaster />
    </>
  );
}
