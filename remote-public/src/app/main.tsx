// Standalone bootstrap: the remote's pages without the shell, on the remote's own port.
import '@studyhub/shared-ui/tokens.css';
import { mountApp } from '@studyhub/shared-api';
import { Toaster } from '@studyhub/shared-ui';
import { Route, Routes } from 'react-router-dom';
import BlogDetail from '../features/blog-detail/BlogDetail.tsx';
import Home from '../features/home/Home.tsx';

await mountApp(
  document.getElementById('root')!,
  <>
    <main>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/blog/:id" element={<BlogDetail />} />
      </Routes>
    </main>
    {/* In the shell, the shell's Toaster shows these pages' notices. */}
    <Toaster />
  </>,
);
