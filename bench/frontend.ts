import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/fixtures/chromium.ts';
import { FORBIDDEN_ON_HOME } from './forbidden-on-home.ts';
import { measureLoad, type LoadMetrics } from './page-metrics.ts';

export type Variant = 'federated' | 'single';
export type Profile = 'fast' | 'throttled';

export interface FrontendSample extends Omit<LoadMetrics, 'scriptUrls'> {
  variant: Variant;
  profile: Profile;
  route: string;
  run: number;
}

export interface FrontendResult {
  samples: FrontendSample[];
  /** Which forbidden libraries the home page downloaded, per variant (empty when none). */
  homeForbidden: Record<Variant, string[]>;
}

/**
 * Loads each route cold in both builds, interleaved (federated, single, federated, …) so drift
 * in the machine's load affects both alike, `runs` times per profile.
 */
export async function measureFrontend(origins: Record<Variant, string>, routes: string[], runs: number, log: (line: string) => void): Promise<FrontendResult> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const samples: FrontendSample[] = [];
  const homeScripts: Record<Variant, Set<string>> = { federated: new Set(), single: new Set() };
  try {
    for (const profile of ['fast', 'throttled'] as const) {
      for (let run = 1; run <= runs; run++) {
        for (const route of routes) {
          for (const variant of ['federated', 'single'] as const) {
            const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
            try {
              const { scriptUrls, ...metrics } = await measureLoad(context, origins[variant] + route, profile === 'throttled');
              if (route === '/') scriptUrls.forEach((url) => homeScripts[variant].add(url));
              samples.push({ variant, profile, route, run, ...metrics });
              log(`${profile} run ${run} ${variant.padEnd(9)} ${route.padEnd(16)} ${(metrics.jsBytes / 1024).toFixed(1)} KB JS in ${metrics.jsRequests}, LCP ${metrics.lcpMs.toFixed(0)} ms`);
            } finally {
              await context.close();
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return {
    samples,
    homeForbidden: {
      federated: await forbiddenIn(homeScripts.federated),
      single: await forbiddenIn(homeScripts.single),
    },
  };
}

async function forbiddenIn(urls: Set<string>): Promise<string[]> {
  const found = new Set<string>();
  for (const url of urls) {
    const source = await (await fetch(url)).text();
    for (const [library, { marker }] of Object.entries(FORBIDDEN_ON_HOME)) if (source.includes(marker)) found.add(library);
  }
  return [...found];
}
