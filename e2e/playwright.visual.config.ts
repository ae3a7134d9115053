import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './fixtures/chromium.ts';

/**
 * `npm run test:visual`: the Storybook's stories against their baselines (visual/, decision 0090).
 * No global setup: it needs only the built Storybook, which it builds if stale and serves itself.
 */
export default defineConfig({
  testDir: './visual',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
});
