import { COMMENT_MESSAGES } from '@studyhub/shared-api/contract';
import { E2E_APP_PORTS } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';
import { TestBlogs, uniqueToken } from './public-helpers.ts';

let blogs: TestBlogs;
const token = uniqueToken('bd');
const first = `${token} Heaps explained`;
const second = `${token} Tries explained`;
const draft = `${token} Unfinished draft`;
const BODY = `<h2>Why heaps</h2><p>A heap keeps the <strong>smallest</strong> item on top. See <a href="https://example.org/heaps">the notes</a>.</p><ol><li data-list="bullet"><span class="ql-ui"></span>insert</li><li data-list="bullet"><span class="ql-ui"></span>extract</li></ol>`;
const ids: Record<string, string> = {};

test.beforeAll(async () => {
  blogs = await TestBlogs.open();
  // Elective: the seeded content has one post there, so the related list holds ours and that one.
  ids.first = (await blogs.create({ title: first, subTitle: 'Priority queues without the pain', category: 'Elective', description: BODY }))._id;
  ids.second = (await blogs.create({ title: second, category: 'Elective' }))._id;
  ids.draft = (await blogs.create({ title: draft, category: 'Elective', isPublished: false }))._id;
});
test.afterAll(async () => blogs.removeAll());

test('card → detail → related → comment, which appears once an admin approves it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search resources' }).fill(token);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: first }).click();

  await expect(page).toHaveURL(new RegExp(`/blog/${ids.first}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page).toHaveTitle(`${first} · StudyHub`);
  const header = main.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header).toContainText('Elective');
  await expect(header).toContainText('Priority queues without the pain');
  await expect(header.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}$/);
  await expect(header.getByRole('link', { name: '0 comments' })).toBeVisible();

  // The body, styled for reading: heading, bold, link and the editor's bullet list.
  await expect(main.getByRole('heading', { level: 2, name: 'Why heaps' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'the notes' })).toHaveAttribute('href', 'https://example.org/heaps');
  const item = main.getByRole('listitem').filter({ hasText: 'insert' });
  expect(await item.evaluate((node) => getComputedStyle(node).listStyleType)).toBe('disc');

  // Four ways to share this very page.
  const share = main.getByRole('region', { name: 'Share this resource' });
  const pageUrl = encodeURIComponent(page.url());
  for (const name of ['Share on X (Twitter)', 'Share on Facebook', 'Share on LinkedIn']) {
    const link = share.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
    await expect(link).toHaveAttribute('href', new RegExp(pageUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();

  // Related: the other published Elective posts, never this one nor the draft.
  const related = main.getByRole('region', { name: 'Related Resources' });
  await expect(related.getByRole('link', { name: new RegExp(second) })).toBeVisible();
  await expect(related.getByRole('link', { name: new RegExp(first) })).toHaveCount(0);
  await expect(related.getByRole('link', { name: new RegExp(draft) })).toHaveCount(0);
  expect(await related.getByRole('link').count()).toBeLessThanOrEqual(3);
  await expect(related.getByRole('link', { name: new RegExp(second) }).locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await related.getByRole('link', { name: new RegExp(second) }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${ids.second}$`));
  await expect(main.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await expect(page).toHaveTitle(`${second} · StudyHub`);

  // A visitor's comment is held for moderation.
  const content = `Great summary ${token}`;
  const form = main.getByRole('form', { name: 'Leave a comment' });
  await form.getByLabel('Name').fill('Ana Reyes');
  await form.getByLabel('Department (optional)').selectOption('Engineering (CSE)');
  await form.getByLabel('Comment').fill(content);
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expect(form.getByRole('status')).toHaveText(COMMENT_MESSAGES.submitted);
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Comment')).toHaveValue('');
  await expect(main.getByText(content)).toBeHidden();

  await blogs.approveComment(content);
  await page.reload();
  const comments = main.getByRole('region', { name: 'Comments (1)' });
  await expect(comments.getByText(content)).toBeVisible();
  await expect(comments.getByText('Ana Reyes')).toBeVisible();
  await expect(comments.getByText(/seconds? ago|a minute ago/)).toBeVisible();
  await expect(main.getByRole('link', { name: '1 comment', exact: true })).toBeVisible();
});

test('copy link puts the page address on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/blog/${ids.first}`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('an unknown id and an unpublished post show "Resource not found" with a way home', async ({ page }) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', ids.draft!]) {
    await page.goto(`/blog/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resource not found' }), id).toBeVisible();
    await expect(page).toHaveTitle('Resource not found · StudyHub');
  }
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
});

test('going back to a post names the tab after it again', async ({ page }) => {
  await page.goto(`/blog/${ids.first}`);
  await expect(page).toHaveTitle(`${first} · StudyHub`);
  await page.getByRole('link', { name: 'Back to resources' }).click();
  await expect(page).toHaveTitle('Home · StudyHub');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page).toHaveTitle(`${first} · StudyHub`);
});

test('the standalone remote shows a post too', async ({ page }) => {
  await page.goto(`http://localhost:${E2E_APP_PORTS['remote-public']}/blog/${ids.first}`);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
