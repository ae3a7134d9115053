// Standalone bootstrap: the remote's pages without the shell, on the remote's own port.
import '@studyhub/shared-ui/tokens.css';
import { mountApp, Route, Routes } from '@studyhub/shared-api';
import { Toaster } from '@studyhub/shared-ui';
import { lazy, Suspense } from 'react';
import { pages } from 'virtual:standalone-pages';

// The pages of the app manifest, one chunk each as in the shell (build/standalone-pages.ts). No
// fallback: anything this file shares with the pages would become one more chunk for the shell to load.
const routes = pages.map(({ path, load }) => ({ path, Page: lazy(load) }));

await mountApp(
  document.getElementById('root')!,
  <>
    <main>
      <Suspense>
        <Routes>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </Suspense>
    </main>
    {/* In the shell, the shell's Toaster shows these pages' notices. */}
    <Toaster />
  </>,
);
