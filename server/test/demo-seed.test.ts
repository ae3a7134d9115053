import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { appMeta, blogs, media } from '../src/db/schema.ts';
import { DEMO_SEEDED_KEY, seedDemoContent } from '../src/seed/demo-seed.ts';
import { makeTempDir, removeDir, resetTables, testConfig } from './helpers/test-app.ts';

describe('demo seed', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir();
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
      expect(await db.$count(blogs)).toBe(6);
      expect(await db.$count(media)).toBe(6);
      expect(await db.$count(appMeta)).toBe(1);
    });

    await asNewStart(async ({ db }) => {
      expect(await seedDemoContent(db)).toBe(false);
      expect(await db.$count(blogs)).toBe(6);
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
      expect(rows).toHaveLength(6);
      expect(rows.every((row) => row.isPublished)).toBe(true);
      expect(new Set(rows.map((row) => row.createdAt.getTime())).size).toBe(6);
      for (const row of rows) {
        expect(['CSE', 'COD', 'Elective', 'Other']).toContain(row.category);
        expect(row.image).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
        // Only the editor's toolbar tags (docs/architecture.md#the-server: the allow-list sanitiser keeps these).
        const tags = [...row.description.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]);
        expect(tags.every((tag) => /^(h[1-3]|p|strong|em|u|s|ol|ul|li|a)$/.test(tag ?? ''))).toBe(true);
      }
      const [marker] = await db.select().from(appMeta);
      expect(marker?.key).toBe(DEMO_SEEDED_KEY);
    });
  });
});
