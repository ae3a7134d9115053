// A page cold against a large archive and a small one, interleaved: how long until its count line
// shows, how many bytes of list data it took and how big the DOM is. Two pages: the home page's
// listing and the admin's Blog Lists (decision 0072).
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/fixtures/chromium.ts';
import { openColdPage, settle } from './page-metrics.ts';

export interface PageSample {
  blogs: number;
  run: number;
  /** From navigation start until a role=status element reads the page's count; NaN if it never did. */
  countMs: number;
  countText: string;
  /** Elements in the document when the count showed, and once the network went idle after it. */
  domAtCount: number;
  dom: number;
  /** Compressed body bytes of the API's list answers the page fetched (paths under the page's `listPrefix`), and their paths. */
  listBytes: number;
  listRequests: string[];
}
/** The home page's samples, as the results of earlier runs name them. */
export type HomeSample = PageSample;

/** What is measured of one page. */
export interface MeasuredPage {
  /** Path on the shell, e.g. `/` or `/admin/listBlog`. */
  path: string;
  /** The count line's text once the rows are on screen (a regular expression's source). */
  count: string;
  /** The API answers that are the page's list data, by path prefix. */
  listPrefix: string;
}

/** The home page: "Showing N resources" above the first page of cards (decision 0031). */
export const HOME_PAGE: MeasuredPage = { path: '/', count: 'Showing [0-9][0-9,.\\s\\u00a0\\u202f]* resources?', listPrefix: '/api/blog/' };
/** Blog Lists: "Showing 25 of N blogs" above the first page of rows (decision 0072). */
export const ADMIN_BLOG_LIST: MeasuredPage = { path: '/admin/listBlog', count: 'Showing [0-9][0-9,]* of [0-9][0-9,]*\\+? blogs?', listPrefix: '/api/admin/' };

// Runs in the page before any of its scripts: notes when the count first reads as `pattern` says.
const countWatch = (pattern: string) => `
  window.__count = { at: 0, text: '', dom: 0 };
  const pattern = new RegExp(${JSON.stringify(pattern)});
  new MutationObserver((_, observer) => {
    for (const status of document.querySelectorAll('[role=status]')) {
      const text = status.textContent ?? '';
      if (pattern.test(text)) {
        window.__count = { at: performance.now(), text, dom: document.getElementsByTagName('*').length };
        observer.disconnect();
        return;
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

/** How long the page may take to show its count before the run is recorded as never showing it. */
const COUNT_TIMEOUT_MS = 120_000;

export interface MeasuredSite {
  blogs: number;
  shellUrl: string;
  apiUrl: string;
  /** An admin's session token, held in the page's storage before it loads (admin pages). */
  token?: string;
}
/** The home page's sites, as earlier callers name them. */
export type HomeSite = MeasuredSite;

async function loadPage(browser: Browser, site: MeasuredSite, measured: MeasuredPage): Promise<Omit<PageSample, 'blogs' | 'run'>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, responses } = await openColdPage(context, false);
    if (site.token) await page.addInitScript((token) => localStorage.setItem('token', token), site.token);
    await page.addInitScript(countWatch(measured.count));
    await page.goto(new URL(measured.path, site.shellUrl).href, { waitUntil: 'load', timeout: COUNT_TIMEOUT_MS });
    const shown = await page
      .waitForFunction(() => (window as unknown as { __count: { at: number } }).__count.at > 0, undefined, { timeout: COUNT_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    await page.waitForLoadState('networkidle', { timeout: COUNT_TIMEOUT_MS }).catch(() => undefined);
    await settle(page);
    const count = await page.evaluate(() => (window as unknown as { __count: { at: number; text: string; dom: number } }).__count);
    const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
    const listing = responses().filter((response) => response.url.startsWith(`${site.apiUrl}${measured.listPrefix}`));
    return {
      countMs: shown ? count.at : Number.NaN,
      countText: count.text,
      domAtCount: count.dom,
      dom,
      listBytes: listing.reduce((sum, response) => sum + response.bytes, 0),
      listRequests: listing.map((response) => response.url.slice(site.apiUrl.length)),
    };
  } finally {
    await context.close();
  }
}

/**
 * `runs` cold loads of a page on each site, alternating which goes first, after one discarded
 * load each (the API's first answer fills its cache; every later visitor is served from it).
 */
export async function measurePage(measured: MeasuredPage, sites: MeasuredSite[], runs: number, log: (line: string) => void): Promise<PageSample[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const samples: PageSample[] = [];
  try {
    for (const site of sites) await loadPage(browser, site, measured);
    for (let run = 1; run <= runs; run++) {
      const order = run % 2 ? sites : [...sites].reverse();
      for (const site of order) {
        const sample = { blogs: site.blogs, run, ...(await loadPage(browser, site, measured)) };
        samples.push(sample);
        log(
          `${measured.path} run ${run} ${String(site.blogs).padStart(6)} blogs: "${sample.countText}" at ${sample.countMs.toFixed(0)} ms, ` +
            `${(sample.listBytes / 1024).toFixed(1)} KB list data in ${sample.listRequests.length}, ${sample.dom} elements`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return samples;
}

/** The home page on each site (decision 0034). */
export const measureHome = (sites: MeasuredSite[], runs: number, log: (line: string) => void) => measurePage(HOME_PAGE, sites, runs, log);
