import { E2E_APP_PORTS } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

const RESOURCES_ORIGIN = `http://localhost:${E2E_APP_PORTS['remote-resources']}`;

test('notes: search by title, filter by level, and the empty state', async ({ page }) => {
  await page.goto('/notes');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Handwritten Notes' })).toBeVisible();
  const cards = main.getByRole('list', { name: 'Courses' }).getByRole('listitem');
  await expect(cards).toHaveCount(27);

  await main.getByPlaceholder('Search courses...').fill('CSE110');
  await expect(cards).toHaveCount(2);
  await main.getByLabel('Filter by').selectOption('Easy');
  await expect(cards).toHaveCount(1);
  await expect(main.getByRole('link', { name: /Programming Languages I \[PYTHON\]/ })).toBeVisible();

  await main.getByLabel('Filter by').selectOption('Hard');
  await expect(main.getByRole('heading', { name: 'No courses found' })).toBeVisible();
  await expect(main.getByText('Try adjusting your search or filter.')).toBeVisible();

  await main.getByPlaceholder('Search courses...').fill('');
  await main.getByLabel('Filter by').selectOption('All Levels');
  await main.getByRole('link', { name: /CSE220: Data Structures/ }).click();
  await expect(page).toHaveURL(/\/notes\/cse220$/);
  await expect(main.getByRole('heading', { level: 1, name: 'CSE220: Data Structures' })).toBeVisible();
  // The course page names itself: the shell knows the fixed pages' heads only (decision 0093).
  await expect(page).toHaveTitle('CSE220: Data Structures · StudyHub');
  await page.goBack();
  await expect(page).toHaveTitle('Handwritten Notes · StudyHub');
});

test('course detail: one row per file, the same after a reload, downloads open the drive folder', async ({ page }) => {
  const driveLinks = page.waitForResponse((response) => response.url() === `${RESOURCES_ORIGIN}/drive-links.json`);
  await page.goto('/notes/cse220');
  expect((await driveLinks).status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'CSE220: Data Structures' })).toBeVisible();
  const rows = main.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(22);
  const before = await rows.allTextContents();

  await page.reload();
  await expect(rows).toHaveCount(22);
  expect(await rows.allTextContents()).toEqual(before);

  const download = rows.first().getByRole('link', { name: /Download/ });
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(download).toHaveAttribute('href', /^https:\/\//);
  await main.getByRole('link', { name: /Back to Notes/ }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Handwritten Notes' })).toBeVisible();
});

test('course detail: an unknown id shows Course Not Found after 0.5 s', async ({ page }) => {
  await page.goto('/notes/no-such-course');
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: 'Loading course' })).toBeVisible();
  const started = Date.now();
  await expect(main.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeVisible();
  expect(Date.now() - started).toBeLessThan(3000);
  await expect(main.getByText("The course you're looking for doesn't exist or has been removed.")).toBeVisible();
  await main.getByRole('link', { name: 'Back to Notes' }).click();
  await expect(page).toHaveURL(/\/notes$/);
});

test('videos: the player modal opens, closes with Escape and returns focus', async ({ page }) => {
  await page.goto('/videos');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Educational Playlists' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Playlists' }).getByRole('listitem')).toHaveCount(13);

  const card = main.getByRole('button', { name: 'Play CSE111 playlist' });
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'CSE111 playlist' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/MNTvxGCEvQs?list=PLvr0Ht-XkB_3QPWYBje6NqEs3QLj_0vpf');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  await main.getByRole('radio', { name: 'Elective' }).click();
  await expect(main.getByRole('list', { name: 'Playlists' }).getByRole('listitem')).toHaveCount(2);
  await main.getByPlaceholder('Search playlists...').fill('nothing matches this');
  await expect(main.getByText('No playlists found.')).toBeVisible();
});

test('lab: two accordion groups can be open at once', async ({ page }) => {
  await page.goto('/lab');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Lab TAs' })).toBeVisible();
  await expect(main.getByText('Saturday to Thursday 8:00 AM-5:00 PM offline, 8:00 PM-11:00 PM online')).toBeVisible();
  const first = main.getByRole('button', { name: 'CSE110 (12 tutors)' });
  const second = main.getByRole('button', { name: 'CSE220 (10 tutors)' });
  await first.click();
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByRole('table')).toHaveCount(2);
  await expect(main.getByRole('table').first().locator('tbody tr')).toHaveCount(12);
  await expect(main.getByRole('table').nth(1).getByRole('link').first()).toHaveAttribute('href', /^mailto:.+@example\.edu$/);
});

test('course combinations: selecting an option shows its plan, whose courses lead to their notes; selecting again collapses', async ({ page }) => {
  await page.goto('/course-combination');
  const main = page.getByRole('main');
  await expect(main.getByText('Select an option from the left to view details')).toBeVisible();
  const option = main.getByRole('button', { name: 'CS Option 3' });
  await option.click();
  await expect(option).toHaveAttribute('aria-pressed', 'true');
  const plan = main.getByRole('figure', { name: 'CS Option 3' });
  await expect(plan).toBeVisible();
  await option.click();
  await expect(option).toHaveAttribute('aria-pressed', 'false');
  await expect(plan).toHaveCount(0);
  await expect(main.getByText('Select an option from the left to view details')).toBeVisible();

  await option.click();
  await plan.getByRole('link', { name: 'CSE330 Numerical Methods' }).click();
  await expect(page).toHaveURL(/\/notes\/cse330$/);
  await expect(main.getByRole('heading', { level: 1, name: 'CSE330: Numerical Methods' })).toBeVisible();
});

test('questions: four categories with their set counts; a click or the keyboard opens the drive folder in a new tab', async ({ page, context }) => {
  await page.goto('/questions');
  const categories = page.getByRole('list', { name: 'Question categories' }).getByRole('link');
  await expect(categories).toHaveCount(4);
  for (const [title, sets] of [['Quiz Papers', 35], ['Mid Term Papers', 48], ['Final Exam Papers', 42], ['Other Question Sets', 23]] as const) {
    await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText(`${sets} sets`);
  }
  // The drive host does not exist here: keep the new tabs from going out.
  await context.route('https://drive.example.edu/**', (route) => route.fulfill({ body: 'drive folder' }));

  const quiz = page.getByRole('link', { name: /Quiz Papers/ });
  await expect(quiz).toHaveAttribute('target', '_blank');
  const byClick = context.waitForEvent('page');
  await quiz.click();
  expect((await byClick).url()).toContain('drive.example.edu');

  const byKey = context.waitForEvent('page');
  await page.getByRole('link', { name: /Final Exam Papers/ }).focus();
  await page.keyboard.press('Enter');
  expect((await byKey).url()).toContain('drive.example.edu');
});
