import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { appMeta, blogs, media } from '../../src/db/schema.ts';
import { renderBlogBody } from '../../src/render/render-blog-body.ts';
import { sanitizeBlogHtml } from '../../src/sanitize/blog-html.ts';
import { DEMO_SEEDED_KEY, seedDemoContent } from '../../src/seed/demo-seed.ts';
import { makeTestDataDir, removeDir, resetTables, testConfig } from '../helpers/test-app.ts';

describe('demo seed', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTestDataDir();
  });
  afterAll(() => removeDir(dir));

  /** Opens the same database as a new server start would, and closes it afterwards. */
  async function asNewStart(use: (database: Database) => Promise<void>): Promise<void> {
    const database = await openDatabase(testConfig(dir));
    try {
      await use(database);
    } finally {
      await database.close();
    }
  }

  it('seeds once, does not duplicate on the next start, and never re-seeds deleted blogs', async () => {
    await asNewStart(async ({ db }) => {
      await resetTables(db);
      expect(await seedDemoContent(db)).toBe(true);
      expect(await db.$count(blogs)).toBe(7);
      // Seven covers and the two figures in the searching post's body.
      expect(await db.$count(media)).toBe(9);
      expect(await db.$count(appMeta)).toBe(1);
    });

    await asNewStart(async ({ db }) => {
      expect(await seedDemoContent(db)).toBe(false);
      expect(await db.$count(blogs)).toBe(7);
      await db.delete(blogs);
    });

    await asNewStart(async ({ db }) => {
      expect(await seedDemoContent(db)).toBe(false);
      expect(await db.$count(blogs)).toBe(0);
    });
  });

  it('writes published blogs in the known categories with distinct dates and media covers', async () => {
    await asNewStart(async ({ db }) => {
      await resetTables(db);
      await seedDemoContent(db);
      const rows = await db.select().from(blogs);
      expect(rows).toHaveLength(7);
      expect(rows.every((row) => row.isPublished)).toBe(true);
      expect(new Set(rows.map((row) => row.createdAt.getTime())).size).toBe(7);
      for (const row of rows) {
        expect(['CSE', 'COD', 'Elective', 'Other']).toContain(row.category);
        expect(row.image).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
        // The source is what the editor could have written: the sanitiser keeps it as it is.
        expect(sanitizeBlogHtml(row.description)).toBe(row.description);
        // And readers get it rendered, as a saved blog.
        expect(row.bodyHtml).toBe(renderBlogBody(row.description));
      }
      const code = rows.find((row) => row.title === 'Binary Search in Python and C');
      for (const [language, part] of [['python', 'def binary_search'], ['c', '#include &lt;stdio.h&gt;']]) {
        expect(code?.bodyHtml).toContain(`<code class="language-${language} hljs">`);
        expect(code?.description).toContain(part);
      }
      expect(code?.bodyHtml).toContain('<annotation encoding="application/x-tex">');
      expect(code?.bodyHtml).not.toContain('math-error');
      // The post Lighthouse measures (the newest): five code blocks, two images, ten formulas (decision 0071).
      const count = (pattern: RegExp) => [...(code?.bodyHtml ?? '').matchAll(pattern)].length;
      expect([count(/class="code-block"/g), count(/<img /g), count(/<span class="katex">/g)]).toEqual([5, 2, 10]);
      const figure = code?.description.match(/<img src="(\/api\/media\/[0-9a-f-]{36})" alt="[^"]+" width="1280" height="720">/);
      expect(figure).not.toBeNull();
      const [stored] = await db.select({ mime: media.mime }).from(media).where(eq(media.id, figure![1]!.slice('/api/media/'.length)));
      expect(stored?.mime).toBe('image/webp');
      const [marker] = await db.select().from(appMeta);
      expect(marker?.key).toBe(DEMO_SEEDED_KEY);
    });
  });
});
