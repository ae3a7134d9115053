import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // shared-ui's components and foundations, then each app's composed pieces, whose stories stay
  // beside them in that app (docs/decisions/0089).
  stories: [
    '../shared-ui/src/**/*.mdx',
    '../shared-ui/src/**/*.stories.@(ts|tsx)',
    '../shell/src/**/*.stories.tsx',
    '../remote-public/src/**/*.stories.tsx',
    '../remote-resources/src/**/*.stories.tsx',
    '../remote-admin/src/**/*.stories.tsx',
  ],
  // a11y: the axe panel for designers (the same checks run in CI: see e2e/tests/storybook-a11y.spec.ts).
  // vitest: the play functions' runs in the sidebar's test panel (the same run as `npm run test:unit`).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Mock Service Worker's worker, served from the installed package so it always matches its version.
  // remote-resources' deploy-time drive folders, which its course and question pages load.
  staticDirs: [
    { from: '../node_modules/msw/lib/mockServiceWorker.js', to: '/mockServiceWorker.js' },
    { from: '../remote-resources/public/drive-links.json', to: '/drive-links.json' },
  ],
  core: { disableTelemetry: true },
};

export default config;
