import '@studyhub/shared-ui/tokens.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { faviconHandler, mediaHandler, STORY_NOW } from '@studyhub/shared-testing/stories';
import { toast } from '@studyhub/shared-ui';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { CSSProperties, ReactNode } from 'react';
import { AppStory, type AppStoryParameters } from './app-story.tsx';
import { loadLazyImagesEagerly } from './eager-images.ts';
import { freezeClock } from './frozen-clock.ts';

export type ThemeGlobal = 'system' | 'light' | 'dark' | 'side-by-side';

/**
 * Mock Service Worker answers the API for the apps' stories (docs/decisions/0089): each story's
 * `parameters.msw.handlers`, then the covers and the site's mark, which every story may show. A
 * request to the API that no handler answers is an error in the console, never a call to a live API.
 */
const loadApi = mswLoader(async () => {
  const worker = setupWorker(mediaHandler, faviconHandler);
  await worker.start({ quiet: true, onUnhandledRequest: ({ url }, print) => (new URL(url).pathname.startsWith('/api/') ? print.error() : undefined) });
  return worker;
});

/** The width Storybook's viewport tool gives a phone story (`globals: { viewport: { value: 'phone' } }`). */
export const PHONE_VIEWPORT = { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } as const;

function ThemedRegion({ theme, fill, children }: { theme?: 'light' | 'dark'; fill: boolean; children: ReactNode }) {
  // In the canvas the region fills the frame so the whole background changes; in docs it hugs the story.
  const style: CSSProperties = { padding: '1rem', minHeight: fill ? '100vh' : undefined, boxSizing: 'border-box', minWidth: 0 };
  return (
    <div data-theme={theme} style={style}>
      {children}
    </div>
  );
}

// Two columns when each gets at least 22.5 rem (a 390 px phone's content), else one above the other.
const SIDE_BY_SIDE: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22.5rem), 1fr))' };

/**
 * Wraps every story in a themed region: "system" follows prefers-color-scheme, "light"/"dark" set
 * data-theme as an app would, "side-by-side" renders the story twice, light then dark (stacked
 * when the frame is narrow). A story forces one with `globals: { theme: 'dark' }`; the browser a11y
 * check uses `?globals=theme:dark`.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'system') as ThemeGlobal;
  const fill = context.viewMode === 'story';
  if (theme === 'side-by-side') {
    return (
      // The pair fills the frame; each copy is as tall as its row (stacked, they share the height).
      <div style={{ ...SIDE_BY_SIDE, minHeight: fill ? '100vh' : undefined }}>
        {(['light', 'dark'] as const).map((each) => (
          <ThemedRegion key={each} theme={each} fill={false}>
            <Story />
          </ThemedRegion>
        ))}
      </div>
    );
  }
  return (
    <ThemedRegion theme={theme === 'system' ? undefined : theme} fill={fill}>
      <Story />
    </ThemedRegion>
  );
};

/** An app's story (`parameters.app`) renders in the shared store and a router, as the shell mounts it. */
const withApp: Decorator = (Story, context) => {
  const app = context.parameters.app as AppStoryParameters | undefined;
  if (!app) return <Story />;
  return (
    <AppStory app={app}>
      <Story />
    </AppStory>
  );
};

/** The story on screen, to tell a new story from the same one shown again (another theme). */
let shownStory: string | undefined;

const preview: Preview = {
  tags: ['autodocs'],
  // The theme wraps the app: side by side, each copy has its own store and router.
  decorators: [withApp, withTheme],
  // Only the apps' stories talk to an API; shared-ui's also render in jsdom (all-stories.test.tsx), which has no service worker.
  loaders: [(context) => (context.parameters.app ? loadApi(context) : {})],
  // The same page every time: the clock frozen (relative times, years) and every image loaded, not only those in view.
  // Toasts live in one store for the page: one raised by the story shown before (a failed request's)
  // would still be on screen in the next one, so a new story starts with none. A change of theme
  // keeps them: it is the same story, whose own toast (a Toaster story's, a failed load's) belongs.
  beforeEach: (context) => {
    if (context.id !== shownStory) toast.remove();
    shownStory = context.id;
    const thaw = freezeClock(STORY_NOW);
    const stopEager = loadLazyImagesEagerly();
    return () => {
      stopEager();
      thaw();
    };
  },
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
          { value: 'side-by-side', title: 'Side by side' },
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
    viewport: { options: { phone: PHONE_VIEWPORT } },
  },
};

export default preview;
