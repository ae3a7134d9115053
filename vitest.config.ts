import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** Unit and component tests of every workspace; the server brings its own project file. */
export default defineConfig({
  test: {
    projects: [
      ...(existsSync('server/vitest.config.ts') ? ['server/vitest.config.ts'] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['{shared-api,shared-ui,shell,remote-public,remote-resources,remote-admin}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
