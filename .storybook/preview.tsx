import '@studyhub/shared-ui/tokens.css';
import type { Decorator, Preview } from '@storybook/react-vite';

export type ThemeGlobal = 'system' | 'light' | 'dark';

/**
 * Wraps every story in a themed region: "system" follows prefers-color-scheme, "light"/"dark" set
 * data-theme as an app would. A story forces one with `globals: { theme: 'dark' }`; the browser
 * a11y check uses `?globals=theme:dark`.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'system') as ThemeGlobal;
  return (
    <div
      data-theme={theme === 'system' ? undefined : theme}
      // In the canvas the region fills the frame so the whole background changes; in docs it hugs the story.
      style={{ padding: '1rem', minHeight: context.viewMode === 'story' ? '100vh' : undefined, boxSizing: 'border-box' }}
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'system', title: 'System' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // The a11y panel runs axe on each story; 'error' makes a violation fail a story test run by the vitest addon.
    a11y: { test: 'error' },
  },
};

export default preview;
