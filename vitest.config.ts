import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './server/vitest.projects.ts';
import { standalonePages } from './build/standalone-pages.ts';

/** Unit and component tests of every workspace and of the build tools, and the API suite on each database. */
export default defineConfig({
  test: {
    projects: [
      ...serverProjects,
      {
        test: { name: 'tools', environment: 'node', include: ['{scripts,bench}/**/*.test.ts'] },
      },
      {
        plugins: [react(), standalonePages()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['{shared-api,shared-ui,shared-testing,shell,remote-public,remote-resources,remote-admin}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
