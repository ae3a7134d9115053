import type { RemoteRoute } from '../features/remote-loader/remote-route.ts';

/** The route table of SPEC §2. Each page is a remote module loaded at run time. */
export const ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'remote_public', module: 'Home', section: 'Home' },
  { path: '/blog/:id', remote: 'remote_public', module: 'BlogDetail', section: 'Resource' },
  { path: '/course-combination', remote: 'remote_resources', module: 'CourseCombination', section: 'Course Combination' },
  { path: '/notes', remote: 'remote_resources', module: 'Notes', section: 'Handwritten Notes' },
  { path: '/notes/:id', remote: 'remote_resources', module: 'CourseDetail', section: 'Course' },
  { path: '/questions', remote: 'remote_resources', module: 'Questions', section: 'Previous Questions' },
  { path: '/videos', remote: 'remote_resources', module: 'Videos', section: 'Videos' },
  { path: '/lab', remote: 'remote_resources', module: 'Lab', section: 'Student Tutor' },
  { path: '/admin/*', remote: 'remote_admin', module: 'AdminApp', section: 'Admin' },
];
