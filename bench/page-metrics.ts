import type { BrowserContext, Page } from '@playwright/test';

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

/**
 * Loads `url` cold (the context must be fresh) and measures what a visitor's browser pays for it:
 * JS bytes as transferred (compressed, headers excluded) and requests, LCP, CLS and total
 * blocking time (long-task time over 50 ms after first contentful paint).
 */
export async function measureLoad(context: BrowserContext, url: string, throttled: boolean): Promise<LoadMetrics> {
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

  const scripts = new Map<string, string>();
  const bodyBytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    // encodedDataLength includes response headers; subtract them to count the compressed body.
    bodyBytes.set(event.requestId, event.encodedDataLength);
  });
  const headerBytes = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    headerBytes.set(event.requestId, event.headersText?.length ?? 0);
  });

  await page.addInitScript(OBSERVERS);
  await page.goto(url, { waitUntil: 'networkidle' });
  await settle(page);

  const perf = await page.evaluate(() => (window as unknown as { __perf: { lcp: number; cls: number; fcp: number; longTasks: [number, number][] } }).__perf);
  const jsBytes = [...scripts.keys()].reduce((sum, id) => sum + Math.max(0, (bodyBytes.get(id) ?? 0) - (headerBytes.get(id) ?? 0)), 0);
  await page.close();
  return {
    jsBytes,
    jsRequests: scripts.size,
    lcpMs: perf.lcp,
    cls: perf.cls,
    tbtMs: perf.longTasks.filter(([start]) => start >= perf.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    scriptUrls: [...scripts.values()],
  };
}

/** Gives late layout shifts and long tasks a moment to be reported after the network went idle. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
}
