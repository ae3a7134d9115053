import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildStorybookIfStale, serveStorybook, STORYBOOK_PORT, type StoryEntry, type StorybookHost } from '../fixtures/storybook-host.ts';
import { emitAndRender, openStory, pinsDarkTheme, settle, storiesByComponent, type Theme } from '../fixtures/storybook-story.ts';
import { compareImages, encodeBaseline, formatShare } from './compare.ts';
import { CONTEXT_OPTIONS, deterministicStylesheet, FONT_LOADS, FROZEN_TIME } from './determinism.ts';
import { BASELINE_DIR, baselinePath, REPORT_DIR, reportFiles, shotKey } from './paths.ts';
import { writeReport, type Failure } from './report.ts';

// Every story of the built Storybook × light and dark × 390 and 1280 px, compared with its committed
// baseline (docs/decisions/0090). VISUAL_UPDATE=1 (`npm run visual:update`) rewrites every baseline instead.

const UPDATE = process.env.VISUAL_UPDATE === '1';
/** A phone and the desktop layout, each with a screen-sized viewport; the screenshot is the full page. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const PORT = Number(process.env.VISUAL_STORYBOOK_PORT ?? STORYBOOK_PORT);
/** Components shot in one tab before the next tab takes over. */
const PAGE_GROUPS = 8;

let host: StorybookHost;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  buildStorybookIfStale();
  host = await serveStorybook(PORT);
});

test.afterAll(async () => {
  await host?.stop();
});

/** Resolves after the page has painted twice. */
function twoFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** After a story document loads: the stylesheet that stills it, and its fonts ready. */
async function stillDocument(page: Page): Promise<void> {
  await page.addStyleTag({ content: deterministicStylesheet() });
  await page.evaluate(async (faces) => {
    await Promise.all(faces.map((face) => document.fonts.load(face)));
  }, FONT_LOADS);
}

/**
 * The whole story, taken as a viewport screenshot: Playwright's fullPage capture (beyond the
 * viewport) now and then repeated a tile of the story at the bottom of a page that fitted. A
 * taller story gets a viewport as tall as it for the shot.
 */
async function fullPageScreenshot(page: Page): Promise<Buffer> {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height <= viewport.height) return page.screenshot({ animations: 'disabled', caret: 'hide' });
  await page.setViewportSize({ width: viewport.width, height });
  // Painted at the new size first: a shot right after the resize now and then repeated the old
  // layout's tiles across the page.
  await twoFrames(page);
  try {
    return await page.screenshot({ animations: 'disabled', caret: 'hide' });
  } finally {
    await page.setViewportSize(viewport);
  }
}

test('every story looks as its baseline in light and dark at 390 and 1280 px', async ({ browser }) => {
  // About 200 s on CI's two cores (decision 0090 has the figures); the limit leaves room for a busy machine.
  test.setTimeout(600_000);
  const started = Date.now();
  expect(host.stories.length, 'stories in index.json').toBeGreaterThan(50);
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  mkdirSync(BASELINE_DIR, { recursive: true });

  // One browser context per width (each with its own service worker and clock), a fresh tab in it every few components.
  const openContext = async () => {
    const context = await browser.newContext(CONTEXT_OPTIONS);
    // Date.now() and new Date() return one moment; timers still run, so Storybook and the components work.
    await context.clock.setFixedTime(FROZEN_TIME);
    return context;
  };
  const pageErrors: string[] = [];
  const failures: Failure[] = [];
  const written = new Set<string>();
  let rewritten = 0;
  let compared = 0;
  const retried: string[] = [];
  // Where the time goes, summed over both widths (they run side by side): printed with the result.
  const spent = { render: 0, shoot: 0, compare: 0 };
  const timed = async <T>(phase: keyof typeof spent, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      spent[phase] += performance.now() - start;
    }
  };

  const shoot = async (page: Page, story: StoryEntry, theme: Theme, width: number) => {
    const region = page.locator('#storybook-root [data-theme]').first();
    expect(await region.getAttribute('data-theme'), `${story.id} theme`).toBe(theme);
    let screenshot = await timed('shoot', async () => {
      await page.evaluate(() => document.fonts.ready);
      return fullPageScreenshot(page);
    });
    const key = shotKey(story.id, theme, width);
    written.add(`${key}.webp`);
    if (UPDATE) {
      // An unchanged look keeps its file, so an update commits only the images that changed.
      if (existsSync(baselinePath(key)) && (await compareImages(readFileSync(baselinePath(key)), screenshot)).passed) return;
      // A baseline is a shot that the next one equals: a glitched shot must not become the standard.
      for (let look = 0; look < 3; look++) {
        await twoFrames(page);
        const again = await fullPageScreenshot(page);
        const steady = (await compareImages(screenshot, again)).passed;
        screenshot = again;
        if (steady) break;
      }
      writeFileSync(baselinePath(key), await encodeBaseline(screenshot));
      rewritten += 1;
      return;
    }
    compared += 1;
    const failure: Failure = { key, storyId: story.id, title: story.title, name: story.name, theme, width, changedShare: null };
    const files = reportFiles(key);
    if (!existsSync(baselinePath(key))) {
      failures.push(failure);
      writeFileSync(path.join(REPORT_DIR, files.actual), await encodeBaseline(screenshot));
      return;
    }
    const baseline = readFileSync(baselinePath(key));
    let result = await timed('compare', () => compareImages(baseline, screenshot));
    // A late repaint (a web font swapped in, a lazy image decoded, a resize not yet painted) is not
    // a change: look again after two frames, twice at most, as toHaveScreenshot waits for equal shots.
    for (let look = 0; look < 2 && !result.passed; look++) {
      await settle(page);
      await twoFrames(page);
      screenshot = await fullPageScreenshot(page);
      result = await compareImages(baseline, screenshot);
      if (result.passed) retried.push(key);
    }
    if (result.passed) return;
    failures.push({ ...failure, changedShare: result.changedShare });
    copyFileSync(baselinePath(key), path.join(REPORT_DIR, files.baseline));
    writeFileSync(path.join(REPORT_DIR, files.actual), await encodeBaseline(screenshot));
    writeFileSync(path.join(REPORT_DIR, files.diff), result.diff!);
  };

  // One tab per width, each through every story: the theme alternates so each story is switched
  // to once and re-themed once, as the a11y check does (opening a story by URL costs the most).
  // VISUAL_MISSING=1 with an update: only the stories lacking a baseline (new ones), in seconds rather than minutes.
  const lacksBaseline = (story: StoryEntry) => VIEWPORTS.some(({ width }) => (pinsDarkTheme(story) ? (['dark'] as const) : (['light', 'dark'] as const)).some((theme) => !existsSync(baselinePath(shotKey(story.id, theme, width)))));
  const missingOnly = UPDATE && process.env.VISUAL_MISSING === '1';
  const shot = missingOnly ? host.stories.filter(lacksBaseline) : host.stories;
  const newPage = async (context: BrowserContext, { width, height }: { width: number; height: number }) => {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`${width} px: ${error.message}`));
    await page.setViewportSize({ width, height });
    return page;
  };
  const worker = async (viewport: { width: number; height: number }) => {
    const { width } = viewport;
    const context = await openContext();
    let page = await newPage(context, viewport);
    for (const [number, group] of storiesByComponent(shot).entries()) {
      // A fresh tab every few components, so no tab carries what ~300 stories leave behind. A kept
      // tab stopped answering on one machine (decision 0091); the stall did not recur elsewhere.
      if (number > 0 && number % PAGE_GROUPS === 0) {
        await page.close();
        page = await newPage(context, viewport);
      }
      let theme: Theme = 'light';
      for (const [index, story] of group.entries()) {
        await timed('render', async () => {
          if (index === 0) {
            await openStory(page, host.url, story, theme);
            await stillDocument(page);
          } else {
            await emitAndRender(page, 'setCurrentStory', { storyId: story.id, viewMode: 'story' });
          }
        });
        if (pinsDarkTheme(story)) {
          await shoot(page, story, 'dark', width);
          continue;
        }
        await shoot(page, story, theme, width);
        theme = theme === 'light' ? 'dark' : 'light';
        await timed('render', () => emitAndRender(page, 'updateGlobals', { globals: { theme } }));
        await shoot(page, story, theme, width);
      }
    }
    await context.close();
  };
  await Promise.all(VIEWPORTS.map(worker));

  const stale = readdirSync(BASELINE_DIR).filter((file) => file.endsWith('.webp') && !written.has(file));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (UPDATE) {
    if (!missingOnly) for (const file of stale) rmSync(path.join(BASELINE_DIR, file));
    const bytes = [...written].reduce((total, file) => total + statSync(path.join(BASELINE_DIR, file)).size, 0);
    console.log(`[visual] ${written.size} baselines (${(bytes / 1024).toFixed(0)} KiB), ${rewritten} new or changed, for ${shot.length} stories in ${seconds} s; removed ${missingOnly ? 0 : stale.length} stale`);
  } else {
    console.log(`[visual] ${shot.length} stories, ${compared} images compared in ${seconds} s: ${failures.length} differ`);
    console.log(`[visual] time over both widths: rendering ${(spent.render / 1000).toFixed(0)} s, shooting ${(spent.shoot / 1000).toFixed(0)} s, comparing ${(spent.compare / 1000).toFixed(0)} s`);
    if (retried.length) console.log(`[visual] matched on a second look: ${retried.join(', ')}`);
    if (stale.length) console.log(`[visual] ${stale.length} baselines belong to no story (npm run visual:update removes them): ${stale.join(', ')}`);
  }
  expect(pageErrors, 'uncaught errors in the stories').toEqual([]);
  if (failures.length) {
    writeReport(failures, new Date(started));
    failures.sort((a, b) => a.key.localeCompare(b.key));
    const lines = failures.map((failure) => `  ${failure.storyId} [${failure.theme}, ${failure.width} px]: ${failure.changedShare === null ? 'no baseline' : formatShare(failure.changedShare)}`);
    const touched = new Set(failures.map((failure) => failure.storyId)).size;
    expect
      .soft(failures.length, `${touched} stories changed, above 0.1 % of pixels:\n${lines.join('\n')}\nReport: ${path.join(REPORT_DIR, 'index.html')} (npm run visual:review to approve or reject)`)
      .toBe(0);
  }
});
