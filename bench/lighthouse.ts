// The Lighthouse part of `npm run bench` (`--only lighthouse`): each public page in Lighthouse's
// default mobile profile (simulated slow 4G and a 4× slower CPU), in the system Chromium, against
// the production build as `npm start` serves it (docs/decisions/0045).
import lighthouse from 'lighthouse';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../e2e/fixtures/chromium.ts';
import { run, waitForHttp } from '../scripts/processes.mjs';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The accessibility, best-practices and SEO audits that failed, with what they found: what each score lost. */
  losses: string[];
}

export interface LighthousePage {
  route: string;
  runs: LighthouseRun[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SCORED_BY_AUDITS: Record<string, string> = { accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };

/** Runs Lighthouse `runs` times on each route, pages interleaved, each run in a fresh browser. */
export async function measureLighthouse(origin: string, routes: string[], runs: number, port: number, log: (line: string) => void): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = routes.map((route) => ({ route, runs: [] }));
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      const result = await inFreshChromium(port, () => audit(origin + page.route, port));
      page.runs.push(result);
      log(`run ${round} ${(page.route.startsWith('/blog/') ? '/blog/{id}' : page.route).padEnd(20)} performance ${result.performance}, LCP ${result.lcpMs.toFixed(0)} ms, TBT ${result.tbtMs.toFixed(0)} ms`);
    }
  }
  return pages;
}

async function audit(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const losses = Object.entries(SCORED_BY_AUDITS).flatMap(([id, name]) =>
    (categories[id]?.auditRefs ?? [])
      .map((ref) => ({ ref, found: audits[ref.id] }))
      .filter(({ ref, found }) => ref.weight > 0 && found && found.score !== null && found.score < 1)
      .map(({ found }) => `${name}: ${found!.title}${found!.displayValue ? ` (${found!.displayValue})` : ''}: ${itemsOf(found!.details)}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    losses,
  };
}

/** The first few URLs or descriptions an audit lists, enough to tell what cost the points. */
function itemsOf(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const described = items.map((item) => textOf(item.url ?? item.description ?? item.source ?? item).slice(0, 120));
  return described.length > 3 ? `${described.slice(0, 3).join('; ')}; … ${described.length - 3} more` : described.join('; ') || 'no items';
}

/** A node (e.g. the `<meta name="robots">` that blocks indexing) reads as its HTML. */
function textOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const { snippet, url } = value as { snippet?: unknown; url?: unknown };
  return String(snippet ?? url ?? JSON.stringify(value));
}

/** A cold browser per run: no cache, service worker or connection carried from the last page. */
async function inFreshChromium<T>(port: number, work: () => Promise<T>): Promise<T> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'studyhub-lighthouse-'));
  const args = [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'];
  const chromium = run('chromium', findChromium(), args, { quiet: true });
  try {
    await waitForHttp(chromium, `http://127.0.0.1:${port}/json/version`);
    return await work();
  } finally {
    await chromium.stop();
    // Chromium's helper processes can still be writing the profile after the browser has exited.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
