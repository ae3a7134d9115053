import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../shared-ui/src/**/*.mdx', '../shared-ui/src/**/*.stories.@(ts|tsx)'],
  // a11y: the axe panel for designers (the same checks run in CI: see e2e/tests/storybook-a11y.spec.ts).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
