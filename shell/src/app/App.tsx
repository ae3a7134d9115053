import { Toaster } from '@studyhub/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { NavBar } from '../features/navigation/NavBar.tsx';
import { NotFound } from '../features/not-found/NotFound.tsx';
import { RemotePage } from '../features/remote-loader/RemotePage.tsx';
import { StartupEffects } from '../features/startup/StartupEffects.tsx';
import styles from './App.module.css';
import { ROUTES } from './routes.ts';

export function App() {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <NavBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Routes>
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
