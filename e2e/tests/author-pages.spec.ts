import { API_PATHS, type Blog } from '@studyhub/shared-api/contract';
import { API_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';
import { TestBlogs, uniqueToken } from './public-helpers.ts';

// Bylines and author pages (docs/decisions/0083): a post names its author and links their page,
// which lists their published posts, and their feed answers with them.
let blogs: TestBlogs;
const token = uniqueToken('au');
const title = `${token} Byline of a post`;
let id: string;

test.beforeAll(async () => {
  blogs = await TestBlogs.open();
  id = (await blogs.create({ title, category: 'Elective' }))._id;
});
test.afterAll(async () => blogs.removeAll());

test("a post's byline opens its author's page, which lists their posts; their RSS feed answers with them", async ({ page, request }) => {
  // The post's author as the API names them: the demo posts' and ours are the owner's.
  const { blog } = (await (await fetch(`${API_URL}${API_PATHS.blogById.replace(':id', id)}`)).json()) as { blog: Blog };
  const author = blog.author!;
  expect(author.slug).toMatch(/^[a-z0-9-]+$/);

  await page.goto(`/blog/${id}`);
  const header = page.getByRole('main').locator('header').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
  await expect(header).toContainText(`By ${author.name}`);
  await header.getByRole('link', { name: author.name }).click();

  await expect(page).toHaveURL(new RegExp(`/authors/${author.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
  await expect(page).toHaveTitle(`${author.name} · StudyHub`);
  const posts = page.getByRole('list', { name: `Posts by ${author.name}` });
  // Newest first: ours is the first card; the page's heading names its author, so no card does again.
  await expect(posts.getByRole('listitem').first().getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(posts.getByRole('link', { name: author.name, exact: true })).toHaveCount(0);

  const feedLink = page.getByRole('link', { name: `RSS feed of ${author.name}’s posts` });
  const feed = await request.get(String(await feedLink.getAttribute('href')));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const xml = await feed.text();
  expect(xml).toContain(`<title>${title}</title>`);
  expect(xml).toContain(`<dc:creator>${author.name}</dc:creator>`);
  expect(xml).not.toContain('@studyhub.example.edu');
});
