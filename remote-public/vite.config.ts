import { defineConfig } from 'vite';
import { remoteConfig } from '../vite.shared.ts';

export default defineConfig(
  remoteConfig('remote-public', {
    './Home': './src/features/home/Home.tsx',
    './BlogDetail': './src/features/blog-detail/BlogDetail.tsx',
  }),
);
