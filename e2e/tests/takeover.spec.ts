import type { Page, Route } from '@playwright/test';
import { demoCredentials } from '../fixtures/admin-api.ts';
import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { E2E_APP_PORTS, SHELL_URL } from '../fixtures/ports.ts';
import { SERVED_PAGES } from '../fixtures/site-pages.ts';
import { appTookOver, expect, test } from '../fixtures/test.ts';

/**
 * What is pressed on a page between its first paint and the app's takeover is not lost
 * (docs/decisions/0069): links to the site's pages work natively, anything else is done again
 * once the remote has rendered the page, what was typed is carried over, and no form submits
 * natively. The remote's scripts are held back, so the press surely comes before the takeover.
 */

const origin = (app: keyof typeof E2E_APP_PORTS) => `http://localhost:${E2E_APP_PORTS[app]}`;
const SERVED = 'main > [data-first-paint]';
// The deploy's own folders (the served page carries the build's placeholder): the app's links are these.
const QUIZ_FOLDER = 'https://drive.google.com/drive/folders/e2e-quiz-papers';
const FINAL_FOLDER = 'https://drive.google.com/drive/folders/e2e-final-papers';

/** Holds the scripts of `apps` until `release`, as a slow link would. */
async function holdScripts(page: Page, apps: (keyof typeof E2E_APP_PORTS)[]) {
  const origins = apps.map(origin);
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => origins.includes(url.origin) && url.pathname.endsWith('.js'),
    (route) => (released ? route.continue() : void held.push(route)),
  );
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Each press and key in the page, with whether the served page was still there when it came. */
async function recordPresses(page: Page) {
  await page.addInitScript((served) => {
    const log: string[] = [];
    (window as unknown as { __presses: string[] }).__presses = log;
    for (const type of ['click', 'keydown']) addEventListener(type, () => log.push(`${type} ${document.querySelector(served) ? 'served' : 'app'}`), { capture: true });
  }, SERVED);
  return () => page.evaluate(() => (window as unknown as { __presses: string[] }).__presses);
}

test.beforeEach(async ({ context }) => {
  await context.route(`${origin('remote-resources')}/drive-links.json`, (route) =>
    route.fulfill({ json: { default: 'https://drive.google.com/drive/folders/e2e-default', courses: {}, questions: { quiz: QUIZ_FOLDER, final: FINAL_FOLDER } } }),
  );
  await context.route('https://drive.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Drive</title><h1>A drive folder</h1>' }));
});

test('Enter on a /questions card pressed the moment it is painted, before any script of the app has run, opens its folder', async ({ page }) => {
  const release = await holdScripts(page, ['shell', 'remote-resources']);
  const presses = await recordPresses(page);
  await page.goto('/questions', { waitUntil: 'commit' });
  const card = page.getByRole('link', { name: /Quiz Papers/ });
  await expect(card).toBeVisible();
  await card.press('Enter');
  // Pressed on the page the host served, before React had even started.
  expect(await presses()).toEqual(['keydown served']);
  expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')))).toBe(false);
  await expect(card).toBeFocused();

  const popup = page.waitForEvent('popup');
  await release();
  expect((await popup).url()).toBe(QUIZ_FOLDER);
  await appTookOver(page);
  // Focus stays on the card, now the app's.
  await expect(page.getByRole('link', { name: /Quiz Papers/ })).toBeFocused();
});

test('a click on a /questions card while its remote loads opens its folder, once', async ({ page, context }) => {
  const release = await holdScripts(page, ['remote-resources']);
  const presses = await recordPresses(page);
  await page.goto('/questions', { waitUntil: 'commit' });
  const card = page.getByRole('link', { name: /Final Exam Papers/ });
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  // Twice, as an impatient user does: the folder opens once.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  expect(await presses()).toEqual(['click served', 'click served']);
  await expect(page.locator(SERVED)).toHaveCount(1);

  const popup = page.waitForEvent('popup');
  await release();
  expect((await popup).url()).toBe(FINAL_FOLDER);
  await appTookOver(page);
  await page.waitForTimeout(500);
  expect(context.pages()).toHaveLength(2);
});

test('a course card on /notes, clicked before the app took over, opens the course as a plain link does', async ({ page }) => {
  await holdScripts(page, ['remote-resources']);
  const presses = await recordPresses(page);
  await page.goto('/notes', { waitUntil: 'commit' });
  await page.getByRole('link', { name: /CSE220: Data Structures/ }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/notes/cse220`);
  // The host served the course's own page, painted at once.
  await expect(page.getByRole('heading', { level: 1, name: 'CSE220: Data Structures' })).toBeVisible();
  await expect(page.locator(SERVED)).toHaveCount(1);
  expect(await presses()).toEqual([]);
});

test('two /lab groups opened before the app took over, one with Enter and one with Space, are both open once it has', async ({ page }) => {
  const release = await holdScripts(page, ['remote-resources']);
  await page.goto('/lab', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'CSE110 (12 tutors)' }).press('Enter');
  await page.getByRole('button', { name: 'CSE220 (10 tutors)' }).press(' ');
  await expect(page.locator(SERVED)).toHaveCount(1);
  await release();
  await appTookOver(page);
  for (const name of ['CSE110 (12 tutors)', 'CSE220 (10 tutors)']) await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'CSE220 (10 tutors)' })).toBeFocused();
});

test('a search and a category pill on / pressed before the app took over both apply once it has, in that order', async ({ page }) => {
  const release = await holdScripts(page, ['remote-public']);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: 'Search resources' }).fill('Big-O');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const pills = page.getByRole('radiogroup', { name: 'Filter by category' });
  await pills.getByRole('radio', { name: 'CSE' }).click();
  await expect(page.locator(SERVED)).toHaveCount(1);
  await release();
  await appTookOver(page);
  // The app adds the pills' highlight once it has measured them: the press still goes to CSE. The
  // search is in the address (a navigation): the pill's press comes after it, and keeps it.
  await expect(pills.getByRole('radio', { checked: true })).toHaveText('CSE');
  await expect(page).toHaveURL(/[?&]q=Big-O&category=CSE$/);
  await expect(page.getByRole('region', { name: 'Academic Resources' }).getByRole('heading', { level: 3 })).toHaveText(['Big-O Notation Through Everyday Examples']);
});

test('what is typed into /notes’ search before the app took over is kept, and filters the courses', async ({ page }) => {
  const release = await holdScripts(page, ['remote-resources']);
  await page.goto('/notes', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search courses' });
  await search.pressSequentially('CSE11');
  await expect(page.locator(SERVED)).toHaveCount(1);
  await release();
  await appTookOver(page);
  await expect(search).toHaveValue('CSE11');
  await expect(search).toBeFocused();
  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(3);
  await search.press('1');
  await expect(search).toHaveValue('CSE111');
});

test('the login form served on /admin does not submit natively: the app logs in with what was typed', async ({ page }) => {
  const { email, password } = await demoCredentials();
  const release = await holdScripts(page, ['remote-admin']);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(request.url());
  });
  await page.goto('/admin', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(page.locator(SERVED)).toHaveCount(1);
  await page.waitForTimeout(300);
  expect(page.url()).toBe(`${SHELL_URL}/admin`);

  await release();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  expect(documents).toEqual([`${SHELL_URL}/admin`]);
});

test('a press that cannot be done, because the remote failed to load, is told', async ({ page }) => {
  await page.route((url) => url.origin === origin('remote-resources') && url.pathname.endsWith('.js'), (route) => route.abort());
  await page.goto('/lab', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'CSE110 (12 tutors)' }).click();
  await expect(page.getByRole('alert')).toContainText('Student Tutor is unavailable right now');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing happened when you pressed “CSE110 (12 tutors)” while the page was loading. Please try again.' })).toBeVisible();
});

for (const { path, heading } of SERVED_PAGES) {
  test(`${path} before the app took over: the served page is exposed to assistive technology, with no axe violation`, async ({ page }) => {
    await holdScripts(page, ['shell', 'remote-public', 'remote-resources', 'remote-admin']);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator(`${SERVED}:not([inert])`)).toHaveCount(1);
    expect(describeViolations(path, await axeViolations(page))).toEqual([]);
  });
}
