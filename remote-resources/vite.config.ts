import { defineConfig } from 'vite';
import { remoteConfig } from '../vite.shared.ts';

export default defineConfig(
  remoteConfig('remote-resources', {
    './Notes': './src/features/notes/Notes.tsx',
    './CourseDetail': './src/features/course-detail/CourseDetail.tsx',
    './Questions': './src/features/questions/Questions.tsx',
    './Videos': './src/features/videos/Videos.tsx',
    './Lab': './src/features/lab/Lab.tsx',
    './CourseCombination': './src/features/course-combination/CourseCombination.tsx',
  }),
);
