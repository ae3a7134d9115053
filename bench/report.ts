import type { ApiFigures } from './api.ts';
import { type BudgetCheck, medianOf } from './budgets.ts';
import type { FrontendResult } from './frontend.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const ratio = (a: number, b: number) => (b === 0 ? '–' : `${(a / b).toFixed(2)}×`);

/** Medians per route and profile: federated, single bundle and their ratio. */
export function printFrontend({ samples }: FrontendResult): void {
  const rows: Record<string, string>[] = [];
  const routes = [...new Set(samples.map((s) => s.route))];
  for (const profile of ['fast', 'throttled'] as const) {
    for (const route of routes) {
      const m = (variant: 'federated' | 'single', metric: 'jsBytes' | 'jsRequests' | 'lcpMs' | 'cls' | 'tbtMs') => medianOf(samples, route, variant, profile, metric);
      rows.push({
        profile,
        route: route.startsWith('/blog/') ? '/blog/{id}' : route,
        'JS fed / single': `${kb(m('federated', 'jsBytes'))} / ${kb(m('single', 'jsBytes'))} (${ratio(m('federated', 'jsBytes'), m('single', 'jsBytes'))})`,
        'JS requests': `${m('federated', 'jsRequests')} / ${m('single', 'jsRequests')}`,
        'LCP fed / single': `${ms(m('federated', 'lcpMs'))} / ${ms(m('single', 'lcpMs'))} (${ratio(m('federated', 'lcpMs'), m('single', 'lcpMs'))})`,
        CLS: `${m('federated', 'cls').toFixed(3)} / ${m('single', 'cls').toFixed(3)}`,
        TBT: `${ms(m('federated', 'tbtMs'))} / ${ms(m('single', 'tbtMs'))}`,
      });
    }
  }
  console.log('\nFront end (medians; federated / single bundle):');
  console.table(rows);
}

export function printApi(label: string, figures: ApiFigures): void {
  console.table(
    figures.routes.map((route) => ({
      route: route.name,
      'req/s': Math.round(route.requestsPerSecond),
      'vs ceiling': ratio(route.requestsPerSecond, route.ceilingRequestsPerSecond),
      'p50 ms': route.p50Ms,
      'p99 ms': route.p99Ms,
      'server CPU µs/req': route.serverCpuMicros === undefined ? '–' : Math.round(route.serverCpuMicros),
      errors: route.errors + route.unexpected,
    })),
  );
  console.log(`  ${label}: list payload per blog ${figures.summaryBytesPerBlog.toFixed(0)} B (summary, br) vs ${figures.fullBytesPerBlog.toFixed(0)} B (full, br)`);
}

export function printBudgets(checks: BudgetCheck[]): void {
  console.log('\nBudgets:');
  for (const { budget, actual, pass } of checks) console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${budget}: ${actual}`);
}
