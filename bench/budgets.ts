import type { ApiFigures } from './api.ts';
import type { FrontendResult, FrontendSample, Profile, Variant } from './frontend.ts';

export interface BudgetCheck {
  budget: string;
  actual: string;
  pass: boolean;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Metric = 'jsBytes' | 'jsRequests' | 'lcpMs' | 'cls' | 'tbtMs';

export function medianOf(samples: FrontendSample[], route: string, variant: Variant, profile: Profile, metric: Metric): number {
  return median(samples.filter((s) => s.route === route && s.variant === variant && s.profile === profile).map((s) => s[metric]));
}

const check = (budget: string, actual: string, pass: boolean): BudgetCheck => ({ budget, actual, pass });

/**
 * JS a blog page downloaded before code, images and formulas (decision 0071: 163.7 KB federated,
 * fast profile, 2026-11-27); readers may pay at most 5 KB more for them.
 */
export const BLOG_PAGE_JS_BEFORE_FORMULAS = 163.7 * 1024;
const BLOG_PAGE_JS_GROWTH = 5 * 1024;

/** The front-end budgets of the issue, on the home page and a blog page, from medians of the interleaved runs. */
export function frontendBudgets({ samples, homeForbidden }: FrontendResult): BudgetCheck[] {
  const home = (variant: Variant, profile: Profile, metric: Metric) => medianOf(samples, '/', variant, profile, metric);
  const blogRoute = samples.find((sample) => sample.route.startsWith('/blog/'))?.route ?? '/blog/';
  const blogJs = medianOf(samples, blogRoute, 'federated', 'fast', 'jsBytes');
  const bytesRatio = home('federated', 'fast', 'jsBytes') / home('single', 'fast', 'jsBytes');
  const lcpRatio = home('federated', 'throttled', 'lcpMs') / home('single', 'throttled', 'lcpMs');
  const worstCls = Math.max(...samples.filter((s) => s.route === '/' && s.variant === 'federated').map((s) => s.cls));
  return [
    // 1.5× under decision 0025; 1.25× since the work for phones, which must not cost the desktop more JavaScript.
    check('home JS bytes federated/single ≤ 1.25×', `${bytesRatio.toFixed(2)}×`, bytesRatio <= 1.25),
    check('home LCP federated/single ≤ 1.5× (throttled)', `${lcpRatio.toFixed(2)}×`, lcpRatio <= 1.5),
    check('home JS requests ≤ 20 (federated)', String(home('federated', 'fast', 'jsRequests')), home('federated', 'fast', 'jsRequests') <= 20),
    check('home CLS ≤ 0.05 (federated, worst run)', worstCls.toFixed(3), worstCls <= 0.05),
    check('home TBT ≤ 200 ms (federated, throttled)', `${home('federated', 'throttled', 'tbtMs').toFixed(0)} ms`, home('federated', 'throttled', 'tbtMs') <= 200),
    check(
      `blog page JS ≤ ${((BLOG_PAGE_JS_BEFORE_FORMULAS + BLOG_PAGE_JS_GROWTH) / 1024).toFixed(1)} KB (federated; before code and formulas + 5 KB)`,
      `${(blogJs / 1024).toFixed(1)} KB`,
      blogJs <= BLOG_PAGE_JS_BEFORE_FORMULAS + BLOG_PAGE_JS_GROWTH,
    ),
    check(
      'home never downloads the editor, marked or moment',
      [...homeForbidden.federated, ...homeForbidden.single].join(', ') || 'none downloaded',
      homeForbidden.federated.length === 0 && homeForbidden.single.length === 0,
    ),
  ];
}

/** The API budgets for one database at one size. */
export function apiBudgets(label: string, figures: ApiFigures): BudgetCheck[] {
  const [ceiling, summary, revalidated, detail] = figures.routes;
  if (!ceiling || !summary || !revalidated || !detail) throw new Error('missing API figures');
  const ratio = (route: typeof summary) => route.requestsPerSecond / route.ceilingRequestsPerSecond;
  const cached = [summary, revalidated, detail];
  const worstP99 = Math.max(...cached.map((route) => route.p99Ms));
  const failures = figures.routes.reduce((sum, route) => sum + route.errors + route.unexpected, 0);
  return [
    check(`${label}: list (summary) ≥ 0.5× ceiling`, `${ratio(summary).toFixed(2)}×`, ratio(summary) >= 0.5),
    check(`${label}: list 304 ≥ 0.8× ceiling`, `${ratio(revalidated).toFixed(2)}×`, ratio(revalidated) >= 0.8),
    check(`${label}: blog by id ≥ 0.5× ceiling`, `${ratio(detail).toFixed(2)}×`, ratio(detail) >= 0.5),
    check(`${label}: p99 ≤ 50 ms on cached paths`, `${worstP99} ms`, worstP99 <= 50),
    check(`${label}: list payload ≤ 1 KB compressed per blog`, `${figures.summaryBytesPerBlog.toFixed(0)} B`, figures.summaryBytesPerBlog <= 1024),
    check(`${label}: no errors or unexpected statuses`, String(failures), failures === 0),
  ];
}
