import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './server/vitest.projects.ts';
import { standalonePages } from './build/standalone-pages.ts';
import { CHROMIUM_ARGS, findChromium } from './e2e/fixtures/chromium.ts';

/** Unit and component tests of every workspace and of the build tools, and the API suite on each database. */
export default defineConfig({
  test: {
    // Vitest's default leaves a core for itself: one worker on CI's two cores. Most files wait on a
    // database, a child process or a socket, so two workers there keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...serverProjects,
      {
        // Some run ESLint or a build on the real tree: seconds each, more when the other worker is busy.
        test: { name: 'tools', environment: 'node', include: ['{scripts,bench,build,e2e/visual}/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        plugins: [react(), standalonePages()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['{shared-api,shared-ui,shared-testing,shell,remote-public,remote-resources,remote-admin}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          // Whole pages in jsdom with axe: a few seconds each when the other worker is busy too.
          testTimeout: 30_000,
        },
      },
      {
        // The stories with a play function (Storybook tags them play-fn), each run in Chromium by
        // Storybook's Vitest addon: the play function, then the a11y addon's axe check (preview:
        // a11y.test 'error'). Every story's look and axe in both themes: npm run test:visual, e2e.
        plugins: [storybookTest({ configDir: '.storybook', tags: { include: ['play-fn'] } })],
        test: {
          name: 'stories',
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
