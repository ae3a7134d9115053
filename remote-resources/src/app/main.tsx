// Standalone bootstrap: the remote's pages without the shell, on the remote's own port.
import '@studyhub/shared-ui/tokens.css';
import { mountApp } from '@studyhub/shared-api';
import { Navigate, Route, Routes } from 'react-router-dom';
import CourseCombination from '../features/course-combination/CourseCombination.tsx';
import CourseDetail from '../features/course-detail/CourseDetail.tsx';
import Lab from '../features/lab/Lab.tsx';
import Notes from '../features/notes/Notes.tsx';
import Questions from '../features/questions/Questions.tsx';
import Videos from '../features/videos/Videos.tsx';

await mountApp(
  document.getElementById('root')!,
  <Routes>
    <Route path="/" element={<Navigate to="/notes" replace />} />
    <Route path="/notes" element={<Notes />} />
    <Route path="/notes/:id" element={<CourseDetail />} />
    <Route path="/questions" element={<Questions />} />
    <Route path="/videos" element={<Videos />} />
    <Route path="/lab" element={<Lab />} />
    <Route path="/course-combination" element={<CourseCombination />} />
  </Routes>,
);
