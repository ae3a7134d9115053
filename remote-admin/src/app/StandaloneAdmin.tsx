import { Toaster } from '@studyhub/shared-ui';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@studyhub/shared-api';
import { pages } from 'virtual:standalone-pages';
import { SiteUrlContext } from '../common/site-url.ts';
import styles from './StandaloneAdmin.module.css';
import { SessionEndedNotice } from './SessionEndedNotice.tsx';

// The portal's route from the app manifest, one chunk as in the shell (build/standalone-pages.ts).
const routes = pages.map(({ path, load }) => ({ path, Page: lazy(load) }));

/** The portal on its own origin: what the shell gives it when composed (main, toasts, notices). */
export function StandaloneAdmin({ siteUrl }: { siteUrl: string }) {
  return (
    <SiteUrlContext value={siteUrl}>
      <main id="main" className={styles.main}>
        <Suspense>
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </Suspense>
      </main>
      <SessionEndedNotice />
      <Toaster />
    </SiteUrlContext>
  );
}
