import { Toaster } from '@studyhub/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import AdminApp from '../features/admin-app/AdminApp.tsx';
import { SiteUrlContext } from '../features/admin-app/site-url.ts';
import styles from './StandaloneAdmin.module.css';
import { SessionEndedNotice } from './SessionEndedNotice.tsx';

/** The portal on its own origin: what the shell gives it when composed (main, toasts, notices). */
export function StandaloneAdmin({ siteUrl }: { siteUrl: string }) {
  return (
    <SiteUrlContext value={siteUrl}>
      <main id="main" className={styles.main}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </main>
      <SessionEndedNotice />
      <Toaster />
    </SiteUrlContext>
  );
}
