import { type BudgetCheck, median } from './budgets.ts';
import type { LighthousePage, LighthouseRun } from './lighthouse.ts';

/** The mobile budgets (issue 19), on the median of the runs of each page. */
export const LIGHTHOUSE_BUDGETS = { performance: 95, category: 100, fcpMs: 1500, lcpMs: 2000, tbtMs: 150, cls: 0.02 };
/** The video provider's thumbnails cannot load on a machine without internet: reported, not budgeted. */
const BEST_PRACTICES_UNBUDGETED = ['/videos'];

type Metric = Exclude<keyof LighthouseRun, 'losses'>;
export type LighthouseMedians = Record<Metric, number>;

const METRICS: Metric[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'];

export function mediansOf({ runs }: LighthousePage): LighthouseMedians {
  return Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))])) as LighthouseMedians;
}

/** `/blog/<id>` reads as the pattern, so tables of different runs line up. */
const label = (route: string) => (route.startsWith('/blog/') ? '/blog/{id}' : route);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function printLighthouse(pages: LighthousePage[]): void {
  console.log(`\nLighthouse, mobile profile (medians of ${pages[0]?.runs.length ?? 0} runs):`);
  console.table(
    pages.map((page) => {
      const m = mediansOf(page);
      return {
        page: label(page.route),
        performance: m.performance,
        FCP: seconds(m.fcpMs),
        LCP: seconds(m.lcpMs),
        TBT: `${m.tbtMs.toFixed(0)} ms`,
        CLS: m.cls.toFixed(3),
        'a11y / BP / SEO': `${m.accessibility} / ${m.bestPractices} / ${m.seo}`,
      };
    }),
  );
  for (const page of pages) {
    const losses = [...new Set(page.runs.flatMap((run) => run.losses))];
    for (const loss of losses) console.log(`  ${label(page.route)} lost on ${loss}`);
  }
}

export function lighthouseBudgets(pages: LighthousePage[]): BudgetCheck[] {
  const b = LIGHTHOUSE_BUDGETS;
  return pages.flatMap((page) => {
    const m = mediansOf(page);
    const name = `lighthouse ${label(page.route)}`;
    const checks: BudgetCheck[] = [
      { budget: `${name}: performance ≥ ${b.performance}`, actual: String(m.performance), pass: m.performance >= b.performance },
      { budget: `${name}: accessibility ${b.category}`, actual: String(m.accessibility), pass: m.accessibility >= b.category },
      { budget: `${name}: SEO ${b.category}`, actual: String(m.seo), pass: m.seo >= b.category },
      { budget: `${name}: FCP ≤ ${seconds(b.fcpMs)}`, actual: seconds(m.fcpMs), pass: m.fcpMs <= b.fcpMs },
      { budget: `${name}: LCP ≤ ${seconds(b.lcpMs)}`, actual: seconds(m.lcpMs), pass: m.lcpMs <= b.lcpMs },
      { budget: `${name}: TBT ≤ ${b.tbtMs} ms`, actual: `${m.tbtMs.toFixed(0)} ms`, pass: m.tbtMs <= b.tbtMs },
      { budget: `${name}: CLS ≤ ${b.cls}`, actual: m.cls.toFixed(3), pass: m.cls <= b.cls },
    ];
    if (!BEST_PRACTICES_UNBUDGETED.includes(page.route)) {
      checks.splice(2, 0, { budget: `${name}: best practices ${b.category}`, actual: String(m.bestPractices), pass: m.bestPractices >= b.category });
    }
    return checks;
  });
}
