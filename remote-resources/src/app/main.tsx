// Standalone bootstrap: the remote's pages without the shell, on the remote's own port.
import '@studyhub/shared-ui/tokens.css';
import { mountApp, Navigate, Route, Routes } from '@studyhub/shared-api';
import { lazy, Suspense } from 'react';
import { pages } from 'virtual:standalone-pages';

// The pages of the app manifest, one chunk each as in the shell (build/standalone-pages.ts). No
// fallback: anything this file shares with the pages would become one more chunk for the shell to load.
const routes = pages.map(({ path, load }) => ({ path, Page: lazy(load) }));

await mountApp(
  document.getElementById('root')!,
  <Suspense>
    <Routes>
      <Route path="/" element={<Navigate to="/notes" replace />} />
      {routes.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>
  </Suspense>,
);
