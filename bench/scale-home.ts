// The home page cold against a large archive and a small one, interleaved: how long until the
// listing's count shows, how many bytes of listing data it took and how big the DOM is.
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/fixtures/chromium.ts';
import { openColdPage, settle } from './page-metrics.ts';

export interface HomeSample {
  blogs: number;
  run: number;
  /** From navigation start until a role=status element reads "Showing N resources"; NaN if it never did. */
  countMs: number;
  countText: string;
  /** Elements in the document when the count showed, and once the network went idle after it. */
  domAtCount: number;
  dom: number;
  /** Compressed body bytes of the API's /api/blog/… answers the page fetched, and their paths. */
  listBytes: number;
  listRequests: string[];
}

// Runs in the page before any of its scripts: notes when the count first reads "Showing N resources".
const COUNT_WATCH = `
  window.__count = { at: 0, text: '', dom: 0 };
  new MutationObserver((_, observer) => {
    for (const status of document.querySelectorAll('[role=status]')) {
      const text = status.textContent ?? '';
      if (/Showing [0-9][0-9,.\\s\\u00a0\\u202f]* resources?/.test(text)) {
        window.__count = { at: performance.now(), text, dom: document.getElementsByTagName('*').length };
        observer.disconnect();
        return;
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

/** How long the page may take to show its count before the run is recorded as never showing it. */
const COUNT_TIMEOUT_MS = 120_000;

async function loadHome(browser: Browser, shellUrl: string, apiUrl: string): Promise<Omit<HomeSample, 'blogs' | 'run'>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, responses } = await openColdPage(context, false);
    await page.addInitScript(COUNT_WATCH);
    await page.goto(shellUrl, { waitUntil: 'load', timeout: COUNT_TIMEOUT_MS });
    const shown = await page
      .waitForFunction(() => (window as unknown as { __count: { at: number } }).__count.at > 0, undefined, { timeout: COUNT_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    await page.waitForLoadState('networkidle', { timeout: COUNT_TIMEOUT_MS }).catch(() => undefined);
    await settle(page);
    const count = await page.evaluate(() => (window as unknown as { __count: { at: number; text: string; dom: number } }).__count);
    const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
    const listing = responses().filter((response) => response.url.startsWith(`${apiUrl}/api/blog/`));
    return {
      countMs: shown ? count.at : Number.NaN,
      countText: count.text,
      domAtCount: count.dom,
      dom,
      listBytes: listing.reduce((sum, response) => sum + response.bytes, 0),
      listRequests: listing.map((response) => response.url.slice(apiUrl.length)),
    };
  } finally {
    await context.close();
  }
}

export interface HomeSite {
  blogs: number;
  shellUrl: string;
  apiUrl: string;
}

/**
 * `runs` cold loads of each site's home page, alternating which goes first, after one discarded
 * load each (the API's first answer fills its cache; every later visitor is served from it).
 */
export async function measureHome(sites: HomeSite[], runs: number, log: (line: string) => void): Promise<HomeSample[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const samples: HomeSample[] = [];
  try {
    for (const site of sites) await loadHome(browser, site.shellUrl, site.apiUrl);
    for (let run = 1; run <= runs; run++) {
      const order = run % 2 ? sites : [...sites].reverse();
      for (const site of order) {
        const sample = { blogs: site.blogs, run, ...(await loadHome(browser, site.shellUrl, site.apiUrl)) };
        samples.push(sample);
        log(
          `run ${run} ${String(site.blogs).padStart(6)} blogs: "${sample.countText}" at ${sample.countMs.toFixed(0)} ms, ` +
            `${(sample.listBytes / 1024).toFixed(1)} KB list data in ${sample.listRequests.length}, ${sample.dom} elements`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return samples;
}
