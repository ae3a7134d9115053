import { expect, it } from 'vitest';
import type { LighthouseRun } from './lighthouse.ts';
import { lighthouseBudgets, mediansOf } from './lighthouse-report.ts';

const run = (overrides: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1200,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0,
  losses: [],
  ...overrides,
});

it('takes each figure as the median of the runs, so one slow run does not decide', () => {
  const page = { route: '/', runs: [run({ performance: 60, lcpMs: 5000 }), run({ performance: 96 }), run({ performance: 98 })] };
  expect(mediansOf(page)).toMatchObject({ performance: 96, lcpMs: 1800 });
  expect(lighthouseBudgets([page]).every((check) => check.pass)).toBe(true);
});

it('fails each budget a page misses, naming the page as a pattern', () => {
  const page = { route: '/blog/42', runs: [run({ performance: 94, tbtMs: 151, cls: 0.03 })] };
  const failed = lighthouseBudgets([page]).filter((check) => !check.pass);
  expect(failed.map((check) => check.budget)).toEqual([
    'lighthouse /blog/{id}: performance ≥ 95',
    'lighthouse /blog/{id}: TBT ≤ 150 ms',
    'lighthouse /blog/{id}: CLS ≤ 0.02',
  ]);
});

it("leaves /videos' best practices out of the budgets: the provider's thumbnails need the internet", () => {
  const checks = lighthouseBudgets([{ route: '/videos', runs: [run({ bestPractices: 78 })] }]);
  expect(checks.some((check) => check.budget.includes('best practices'))).toBe(false);
  expect(checks.every((check) => check.pass)).toBe(true);
});
