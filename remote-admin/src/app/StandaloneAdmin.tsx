import { Toaster } from '@studyhub/shared-ui';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SiteUrlContext } from '../features/admin-app/site-url.ts';
import styles from './StandaloneAdmin.module.css';
import { SessionEndedNotice } from './SessionEndedNotice.tsx';

// Imported the way the federation exposes it, so the portal is one chunk for both; a static
// import here would add a re-export chunk to every load of the portal in the shell.
const AdminApp = lazy(() => import('../features/admin-app/AdminApp.tsx'));

/** The portal on its own origin: what the shell gives it when composed (main, toasts, notices). */
export function StandaloneAdmin({ siteUrl }: { siteUrl: string }) {
  return (
    <SiteUrlContext value={siteUrl}>
      <main id="main" className={styles.main}>
        <Suspense>
          <Routes>
            <Route path="/admin/*" element={<AdminApp />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </Suspense>
      </main>
      <SessionEndedNotice />
      <Toaster />
    </SiteUrlContext>
  );
}
