// The suite's reset before each test (helpers/test-app.ts): every table a test can fill is empty
// after it, the search words the triggers keep included; only the counters stay.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { comments } from '../../src/db/schema.ts';
import { adminToken } from '../helpers/admin-session.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { manifest } from '../helpers/release-fixtures.ts';
import { resetTables, useTestApp } from '../helpers/test-app.ts';

const ctx = useTestApp();

async function rowCounts(): Promise<Record<string, number>> {
  const { db } = ctx.database;
  const result = (await db.execute(sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)) as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of result.rows) {
    const counted = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${name}"`))) as { rows: { n: number }[] };
    counts[name] = counted.rows[0]!.n;
  }
  return counts;
}

it('empties every table but the generation counters', async () => {
  const { db } = ctx.database;
  await adminToken(ctx);
  const blogId = await insertBlog(db, { title: 'Dijkstra on sparse graphs' });
  await db.insert(comments).values({ blogId, name: 'Ada Quill', content: 'Clear and short.' });
  const release = manifest('remote-public', 'reset');
  await ctx.app.releaseRegistry.register(release, { activateIfNew: true });
  const filled = await rowCounts();
  for (const table of ['admins', 'sessions', 'blogs', 'comments', 'search_title_words', 'releases', 'release_activations', 'audit_log']) expect([table, filled[table]]).not.toEqual([table, 0]);

  await resetTables(db);
  const emptied = await rowCounts();
  const kept = ['blog_generation', 'release_generation'];
  expect(Object.entries(emptied).filter(([table, count]) => count > 0 && !kept.includes(table))).toEqual([]);
  expect(kept.map((table) => emptied[table])).toEqual(kept.map((table) => filled[table]));
});
