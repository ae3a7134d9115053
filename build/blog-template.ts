/**
 * The blog page's first-paint template (docs/decisions/0056): remote-public's blog page rendered
 * with a stand-in blog once per badge tone, each stand-in value then swapped for its slot, which
 * the shell's host fills with the requested blog's values.
 */
import { categoryColor, type CategoryColor } from '../shared-api/src/catalog/category-color.ts';
import { BLOG_SLOTS } from '../shared-api/src/catalog/first-paint.ts';
import { coverSources } from '../shared-api/src/contract/cover-image.ts';
import type { Blog } from '../shared-api/src/contract/entities.ts';

/** The remote's server render: a page at `location`, with `blog` already in the store. */
export type RenderWithBlog = (module: string, pattern: string, location: string, blog?: Blog) => Promise<string>;

/** What the template needs of the remote's server build: its render, and its blog header's date format. */
export interface BlogPageRender {
  render: (location: string, blog: Blog) => Promise<string>;
  formatLongDate: (iso: string) => string;
}

// A category of each tone (docs/product.md#badge-colours), each a word the page shows only in its badge.
const TONE_CATEGORIES: Record<CategoryColor, string> = { blue: 'tech', green: 'math', amber: 'finance', purple: 'sample' };

const STAND_IN_ID = 'first-paint-stand-in';
const STAND_IN_IMAGE = '/api/media/00000000-0000-4000-8000-000000000000';
const STAND_IN_CREATED = '2000-01-01T12:00:00.000Z';
const STAND_IN_AUTHOR = 'first-paint-author';

const standIn = (category: string): Blog => ({
  _id: STAND_IN_ID,
  title: BLOG_SLOTS.title,
  subTitle: BLOG_SLOTS.subTitle,
  category,
  image: STAND_IN_IMAGE,
  createdAt: STAND_IN_CREATED,
  isPublished: true,
  description: BLOG_SLOTS.description,
  author: { name: BLOG_SLOTS.authorName, slug: STAND_IN_AUTHOR },
});

/**
 * Replaces `rendered` with `slot`: the build fails when the page shows it other than once (or, for
 * a value that may repeat, not at all), as a stand-in word found elsewhere would be filled in too.
 */
function swap(html: string, rendered: string, slot: string, what: string, mayRepeat = false): string {
  const parts = html.split(rendered);
  const times = parts.length - 1;
  if (mayRepeat ? times === 0 : times !== 1) throw new Error(`blog first paint: the page shows the ${what} ${times} times`);
  return parts.join(slot);
}

async function template({ render, formatLongDate }: BlogPageRender, tone: CategoryColor): Promise<string> {
  const category = TONE_CATEGORIES[tone];
  if (categoryColor(category) !== tone) throw new Error(`blog first paint: "${category}" is not a ${tone} category`);
  const { src, srcSet = '' } = coverSources(STAND_IN_IMAGE);
  let html = await render(`/blog/${STAND_IN_ID}`, standIn(category));
  html = swap(html, `"${STAND_IN_CREATED}"`, `"${BLOG_SLOTS.createdAt}"`, 'creation time');
  html = swap(html, `>${formatLongDate(STAND_IN_CREATED)}<`, `>${BLOG_SLOTS.date}<`, 'date');
  html = swap(html, `>${category}<`, `>${BLOG_SLOTS.category}<`, 'category');
  // React writes a preload of the cover before the page too (fetchPriority high), with the same widths.
  html = swap(html, `"${srcSet}"`, `"${BLOG_SLOTS.srcSet}"`, 'cover widths', true);
  html = swap(html, `"${src}"`, `"${BLOG_SLOTS.src}"`, 'cover');
  html = swap(html, `"/authors/${STAND_IN_AUTHOR}"`, `"/authors/${BLOG_SLOTS.authorSlug}"`, "author's link");
  for (const [name, slot] of Object.entries(BLOG_SLOTS)) {
    if (!html.includes(slot)) throw new Error(`blog first paint: the page does not show the ${name}`);
  }
  if (html.includes(STAND_IN_ID) || html.includes(STAND_IN_IMAGE)) throw new Error('blog first paint: the page holds the stand-in blog itself');
  return html;
}

/** The blog page of each badge tone, with BLOG_SLOTS where the blog's values go. */
export async function renderBlogTemplate(page: BlogPageRender): Promise<Record<CategoryColor, string>> {
  const tones = Object.keys(TONE_CATEGORIES) as CategoryColor[];
  return Object.fromEntries(await Promise.all(tones.map(async (tone) => [tone, await template(page, tone)]))) as Record<CategoryColor, string>;
}
