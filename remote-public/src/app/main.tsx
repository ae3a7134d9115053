// Standalone bootstrap: the remote's pages without the shell, on the remote's own port.
import '@studyhub/shared-ui/tokens.css';
import { mountApp } from '@studyhub/shared-api';
import { Toaster } from '@studyhub/shared-ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// Imported the way the federation exposes import them, so each page is one chunk for both; a
// static import here would add a re-export chunk to every page the shell loads. No fallback:
// anything this file shares with the pages would become one more chunk for the shell to load.
const Home = lazy(() => import('../features/home/Home.tsx'));
const BlogDetail = lazy(() => import('../features/blog-detail/BlogDetail.tsx'));

await mountApp(
  document.getElementById('root')!,
  <>
    <main>
      <Suspense>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/blog/:id" element={<BlogDetail />} />
        </Routes>
      </Suspense>
    </main>
    {/* In the shell, the shell's Toaster shows these pages' notices. */}
    <Toaster />
  </>,
);
