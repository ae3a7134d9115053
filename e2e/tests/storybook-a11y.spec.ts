import type { Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe.ts';
import { buildStorybookIfStale, serveStorybook, type StoryEntry, type StorybookHost } from '../fixtures/storybook-host.ts';
import { emitAndRender, openStory, pinsDarkTheme, settle, storiesByComponent, type Theme } from '../fixtures/storybook-story.ts';
import { expect, test } from '../fixtures/test.ts';

// Every Storybook story in a real browser, in the light and in the dark theme, checked by axe-core
// with the rules of the Storybook a11y addon: colour contrast included, which jsdom cannot measure.

/**
 * Each story is also checked at a phone's width, in the theme it ends in: some findings exist only
 * there (a table that becomes cards, a box that scrolls only when narrow).
 */
const PHONE = { width: 390, height: 844 };

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

/** Same context and rules as @storybook/addon-a11y: the body minus Storybook's own elements, "region" off. */
const storyViolations = (page: Page) =>
  axeViolations(page, {
    exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
    options: { rules: { region: { enabled: false } } },
  });

test('every story has no axe violations in the light and in the dark theme, and at a phone width', async ({ page, context, pageErrors }) => {
  // About 300 stories, each in two themes and at a phone width, plays included: minutes on CI's two cores.
  test.setTimeout(600_000);
  expect(host.stories.length, 'stories in index.json').toBeGreaterThan(50);
  const failures: string[] = [];
  const checked = { light: 0, dark: 0, phone: 0 };

  // One group per component: its first story is opened by URL, the others are selected the way the
  // Storybook sidebar does, and each story is checked in the theme it arrives in, then in the other.
  const queue = storiesByComponent(host.stories);

  const check = async (tab: Page, story: StoryEntry, theme: Theme, phone = false) => {
    // The region is themed and its colours really follow (the built CSS resolves them per region).
    const region = tab.locator('#storybook-root [data-theme]').first();
    expect(await region.getAttribute('data-theme'), `${story.id} theme`).toBe(theme);
    expect(await region.evaluate((element) => getComputedStyle(element).backgroundColor), `${story.id} background`).toBe(BACKGROUNDS[theme]);
    for (const violation of await storyViolations(tab)) {
      const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      failures.push(`${story.id} [${theme}${phone ? `, ${PHONE.width} px` : ''}] ${violation.id} (${violation.impact}): ${violation.help} — ${where}`);
    }
    checked[phone ? 'phone' : theme] += 1;
  };
  const checkAtPhoneWidth = async (tab: Page, story: StoryEntry, theme: Theme) => {
    const desktop = tab.viewportSize()!;
    await tab.setViewportSize(PHONE);
    await settle(tab);
    await check(tab, story, theme, true);
    await tab.setViewportSize(desktop);
  };

  const worker = async (tab: Page) => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      let theme: Theme = 'light';
      for (const [index, story] of group.entries()) {
        if (index === 0) await openStory(tab, host.url, story, theme);
        else await emitAndRender(tab, 'setCurrentStory', { storyId: story.id, viewMode: 'story' });
        if (pinsDarkTheme(story)) {
          await check(tab, story, 'dark');
          await checkAtPhoneWidth(tab, story, 'dark');
          continue;
        }
        await check(tab, story, theme);
        theme = theme === 'light' ? 'dark' : 'light';
        await emitAndRender(tab, 'updateGlobals', { globals: { theme } });
        await check(tab, story, theme);
        await checkAtPhoneWidth(tab, story, theme);
      }
    }
  };

  // Two tabs share the work (the machine has two cores).
  const second = await context.newPage();
  second.on('pageerror', (error) => pageErrors.push(error));
  await Promise.all([worker(page), worker(second)]);

  console.log(`[storybook-a11y] ${host.stories.length} stories: ${checked.light} checks in light, ${checked.dark} in dark, ${checked.phone} at ${PHONE.width} px, no violations allowed`);
  expect(failures).toEqual([]);
  const pinned = host.stories.filter(pinsDarkTheme).length;
  expect(checked.light + checked.dark).toBe(host.stories.length * 2 - pinned);
  expect(checked.phone).toBe(host.stories.length);
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
