import type { Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe.ts';
import { buildStorybookIfStale, serveStorybook, type StoryEntry, type StorybookHost } from '../fixtures/storybook-host.ts';
import { expect, test } from '../fixtures/test.ts';

// Every Storybook story in a real browser, in the light and in the dark theme, checked by axe-core
// with the rules of the Storybook a11y addon: colour contrast included, which jsdom cannot measure.


type Theme = 'light' | 'dark';
/** --sh-color-bg in each theme. */
const BACKGROUNDS: Record<Theme, string> = { light: 'rgb(248, 250, 252)', dark: 'rgb(11, 17, 32)' };

let host: StorybookHost;

test.describe.configure({ mode: 'serial' });
// Transitions and entrance animations finish at once, so axe never sees a half-faded colour.
test.use({ reducedMotion: 'reduce' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  buildStorybookIfStale();
  host = await serveStorybook();
});

test.afterAll(async () => {
  await host?.stop();
});

/** Images (and their fallbacks) finish loading, then finite animations end. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const imagesLoaded = () =>
      Promise.all(
        [...document.images]
          .filter((image) => !image.complete)
          .map(
            (image) =>
              new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', resolve, { once: true });
              }),
          ),
      );
    await imagesLoaded();
    await new Promise(requestAnimationFrame);
    await imagesLoaded();
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => null)));
  });
}

/** Opens a story's own iframe.html URL and waits until Storybook has rendered it. */
async function openStory(page: Page, story: StoryEntry, theme: Theme): Promise<void> {
  // a11y.manual: the addon's own automatic axe run would only double the time here.
  await page.goto(`${host.url}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
  const phase = await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__;
    const current = preview?.currentRender?.phase;
    return current && ['completed', 'finished', 'errored', 'aborted'].includes(current) ? current : false;
  });
  expect(await phase.jsonValue(), `${story.id} render`).toMatch(/completed|finished/);
  await settle(page);
}

/**
 * Sends a Storybook event from inside the preview, as the manager does for the sidebar and the
 * toolbar (`setCurrentStory`, `updateGlobals`), and waits for the story to render again.
 */
async function emitAndRender(page: Page, event: string, payload: unknown): Promise<void> {
  await page.evaluate(
    ([name, data]) =>
      new Promise<void>((resolve, reject) => {
        type Channel = { once(event: string, listener: (...args: unknown[]) => void): void; emit(event: string, payload: unknown): void };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => reject(new Error(`no render after ${String(name)}`)), 10_000);
        channel.once('storyRendered', () => {
          clearTimeout(timer);
          resolve();
        });
        for (const failure of ['storyErrored', 'storyThrewException', 'storyMissing']) {
          channel.once(failure, (detail) => reject(new Error(`${failure}: ${JSON.stringify(detail)}`)));
        }
        channel.emit(String(name), data);
      }),
    [event, payload] as const,
  );
  await settle(page);
}

/** Same context and rules as @storybook/addon-a11y: the body minus Storybook's own elements, "region" off. */
const storyViolations = (page: Page) =>
  axeViolations(page, {
    exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
    options: { rules: { region: { enabled: false } } },
  });

test('every story has no axe violations in the light and in the dark theme', async ({ page, context, pageErrors }) => {
  test.setTimeout(180_000);
  expect(host.stories.length, 'stories in index.json').toBeGreaterThan(50);
  const failures: string[] = [];
  const checked = { light: 0, dark: 0 };

  // One group per component: its first story is opened by URL, the others are selected the way the
  // Storybook sidebar does, and each story is checked in the theme it arrives in, then in the other.
  const groups = new Map<string, StoryEntry[]>();
  for (const story of host.stories) groups.set(story.title, [...(groups.get(story.title) ?? []), story]);
  const queue = [...groups.values()];

  const check = async (tab: Page, story: StoryEntry, theme: Theme) => {
    // The region is themed and its colours really follow (the built CSS resolves them per region).
    const region = tab.locator('#storybook-root [data-theme]').first();
    expect(await region.getAttribute('data-theme'), `${story.id} theme`).toBe(theme);
    expect(await region.evaluate((element) => getComputedStyle(element).backgroundColor), `${story.id} background`).toBe(BACKGROUNDS[theme]);
    for (const violation of await storyViolations(tab)) {
      const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      failures.push(`${story.id} [${theme}] ${violation.id} (${violation.impact}): ${violation.help} — ${where}`);
    }
    checked[theme] += 1;
  };

  const worker = async (tab: Page) => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      let theme: Theme = 'light';
      for (const [index, story] of group.entries()) {
        if (index === 0) await openStory(tab, story, theme);
        else await emitAndRender(tab, 'setCurrentStory', { storyId: story.id, viewMode: 'story' });
        // A "Dark Theme" story pins the theme itself, so it is checked once, in dark.
        if (story.name === 'Dark Theme') {
          await check(tab, story, 'dark');
          continue;
        }
        await check(tab, story, theme);
        theme = theme === 'light' ? 'dark' : 'light';
        await emitAndRender(tab, 'updateGlobals', { globals: { theme } });
        await check(tab, story, theme);
      }
    }
  };

  // Two tabs share the work (the machine has two cores).
  const second = await context.newPage();
  second.on('pageerror', (error) => pageErrors.push(error));
  await Promise.all([worker(page), worker(second)]);

  console.log(`[storybook-a11y] ${host.stories.length} stories: ${checked.light} checks in light, ${checked.dark} in dark, no violations allowed`);
  expect(failures).toEqual([]);
  const pinned = host.stories.filter((story) => story.name === 'Dark Theme').length;
  expect(checked.light + checked.dark).toBe(host.stories.length * 2 - pinned);
});

test('with no theme forced, stories follow the system colour scheme', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${host.url}/iframe.html?id=components-button--default&viewMode=story&globals=theme:system`);
    await page.getByRole('button', { name: 'Add Blog' }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background, colorScheme).toBe(BACKGROUNDS[colorScheme]);
    await context.close();
  }
});
