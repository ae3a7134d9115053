import type { BrowserContext, Page } from '@playwright/test';
import { appTookOver } from '../e2e/fixtures/app-took-over.ts';

/** Chrome DevTools "Slow 4G"-like link plus a 4× slower CPU (the throttled profile). */
export const THROTTLED = { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3, cpuSlowdown: 4 };

export interface LoadMetrics {
  jsBytes: number;
  jsRequests: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** URLs of every script the page loaded, to check what a page must never download. */
  scriptUrls: string[];
}

// Runs in the page before any of its scripts: the standard observers, buffered.
const OBSERVERS = `
  window.__perf = { lcp: 0, cls: 0, fcp: 0, longTasks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

/** One response of a page: its URL, CDP resource type and compressed body bytes (headers excluded). */
export interface ResponseBytes {
  url: string;
  type: string;
  bytes: number;
}

/**
 * A fresh page with the cache disabled (and the throttled profile if asked) that records every
 * response's bytes as transferred: compressed, headers excluded.
 */
export async function openColdPage(
  context: BrowserContext,
  throttled: boolean,
): Promise<{ page: Page; responses: () => ResponseBytes[]; networkQuiet: (ms: number) => Promise<void> }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLED.latencyMs,
      downloadThroughput: THROTTLED.downloadBitsPerSecond / 8,
      uploadThroughput: THROTTLED.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED.cpuSlowdown });
  }

  const received = new Map<string, { url: string; type: string }>();
  const bodyBytes = new Map<string, number>();
  const headerBytes = new Map<string, number>();
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  const settled = (id: string) => {
    inFlight.delete(id);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => settled(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    received.set(event.requestId, { url: event.response.url, type: event.type });
  });
  cdp.on('Network.loadingFinished', (event) => {
    // encodedDataLength includes response headers; subtract them to count the compressed body.
    bodyBytes.set(event.requestId, event.encodedDataLength);
    settled(event.requestId);
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    headerBytes.set(event.requestId, event.headersText?.length ?? 0);
  });
  const responses = () =>
    [...received].map(([id, { url, type }]) => ({ url, type, bytes: Math.max(0, (bodyBytes.get(id) ?? 0) - (headerBytes.get(id) ?? 0)) }));
  /** No request in flight for `ms`: unlike the `networkidle` load state, it can be awaited again once the app runs. */
  const networkQuiet = async (ms: number) => {
    while (inFlight.size > 0 || Date.now() - lastActivity < ms) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { page, responses, networkQuiet };
}

/**
 * Loads `url` cold (the context must be fresh) and measures what a visitor's browser pays for it:
 * JS bytes as transferred (compressed, headers excluded) and requests, LCP, CLS and total
 * blocking time (long-task time over 50 ms after first contentful paint).
 */
export async function measureLoad(context: BrowserContext, url: string, throttled: boolean): Promise<LoadMetrics> {
  const { page, responses, networkQuiet } = await openColdPage(context, throttled);
  await page.addInitScript(OBSERVERS);
  await page.goto(url, { waitUntil: 'networkidle' });
  // The page paints from the HTML before its scripts load (docs/decisions/0055): the network can
  // rest before they start, so the load counts until the app has rendered and the network rests.
  await appTookOver(page);
  await networkQuiet(500);
  await settle(page);

  const perf = await page.evaluate(() => (window as unknown as { __perf: { lcp: number; cls: number; fcp: number; longTasks: [number, number][] } }).__perf);
  const scripts = responses().filter((response) => response.type === 'Script');
  await page.close();
  return {
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    jsRequests: scripts.length,
    lcpMs: perf.lcp,
    cls: perf.cls,
    tbtMs: perf.longTasks.filter(([start]) => start >= perf.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    scriptUrls: scripts.map((script) => script.url),
  };
}

/** Gives late layout shifts and long tasks a moment to be reported after the network went idle. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
}
