import type { Browser, Page } from '@playwright/test';
import { adminApi, demoCredentials } from '../fixtures/admin-api.ts';
import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { settle } from '../fixtures/hardening.ts';
import { API_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

// axe-core (every WCAG rule, contrast included) on every route of the composed site, logged out
// and logged in, in the light and the dark colour scheme: no violation allowed.

interface Route {
  path: string | (() => Promise<string>);
  /** A heading of the page, so axe runs on the rendered page, not on a spinner. */
  heading: string | RegExp;
}

async function aPublishedBlog(): Promise<string> {
  const body = (await (await fetch(`${API_URL}/api/blog/all?view=summary`)).json()) as { blogs: { _id: string }[] };
  return `/blog/${body.blogs[0]!._id}`;
}

const PUBLIC_ROUTES: Route[] = [
  { path: '/', heading: /.+/ },
  { path: aPublishedBlog, heading: /.+/ },
  { path: '/notes', heading: 'Handwritten Notes' },
  { path: '/notes/cse220', heading: 'CSE220: Data Structures' },
  { path: '/questions', heading: 'Previous Year Questions' },
  { path: '/videos', heading: 'Educational Playlists' },
  { path: '/lab', heading: 'Lab TAs' },
  { path: '/course-combination', heading: 'Course Combinations' },
  { path: '/admin', heading: 'Admin Login' },
  { path: '/no/such/page', heading: 'Page not found' },
];

/** With a live admin session (one line per admin page as the portal grows). */
const ADMIN_ROUTES: Route[] = [
  { path: '/', heading: /.+/ },
  { path: '/admin', heading: /.+/ },
  { path: '/admin/addBlog', heading: /.+/ },
  { path: '/admin/listBlog', heading: /.+/ },
  { path: '/admin/Comments', heading: /.+/ },
];

const SCHEMES = ['light', 'dark'] as const;

async function check(browser: Browser, routes: Route[], scheme: (typeof SCHEMES)[number], token?: string): Promise<string[]> {
  const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page: Page = await context.newPage();
  const failures: string[] = [];
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  for (const route of routes) {
    const path = typeof route.path === 'string' ? route.path : await route.path();
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { name: route.heading }).first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settle(page);
    failures.push(...describeViolations(`${path} [${scheme}${token ? ', logged in' : ''}]`, await axeViolations(page)));
  }
  await context.close();
  expect(errors, 'uncaught errors in the page').toEqual([]);
  return failures;
}

for (const scheme of SCHEMES) {
  test(`every public route has no axe violations in ${scheme}`, async ({ browser }) => {
    test.setTimeout(120_000);
    expect(await check(browser, PUBLIC_ROUTES, scheme)).toEqual([]);
  });

  test(`every route of a logged-in admin has no axe violations in ${scheme}`, async ({ browser }) => {
    test.setTimeout(120_000);
    // A real session, so the portal's pages load their data as they would for the admin.
    const login = await (await adminApi()).post('/api/admin/login', { data: await demoCredentials() });
    const { token } = (await login.json()) as { token: string };
    expect(await check(browser, ADMIN_ROUTES, scheme, token)).toEqual([]);
  });
}
