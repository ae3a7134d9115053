// Standalone bootstrap: the remote's pages without the shell, on the remote's own port.
import '@studyhub/shared-ui/tokens.css';
import { mountApp } from '@studyhub/shared-api';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

// Imported the way the federation exposes import them, so each page is one chunk for both; a
// static import here would add a re-export chunk to every page the shell loads. No fallback:
// anything this file shares with the pages would become one more chunk for the shell to load.
const CourseCombination = lazy(() => import('../features/course-combination/CourseCombination.tsx'));
const CourseDetail = lazy(() => import('../features/course-detail/CourseDetail.tsx'));
const Lab = lazy(() => import('../features/lab/Lab.tsx'));
const Notes = lazy(() => import('../features/notes/Notes.tsx'));
const Questions = lazy(() => import('../features/questions/Questions.tsx'));
const Videos = lazy(() => import('../features/videos/Videos.tsx'));

await mountApp(
  document.getElementById('root')!,
  <Suspense>
    <Routes>
      <Route path="/" element={<Navigate to="/notes" replace />} />
      <Route path="/notes" element={<Notes />} />
      <Route path="/notes/:id" element={<CourseDetail />} />
      <Route path="/questions" element={<Questions />} />
      <Route path="/videos" element={<Videos />} />
      <Route path="/lab" element={<Lab />} />
      <Route path="/course-combination" element={<CourseCombination />} />
    </Routes>
  </Suspense>,
);
