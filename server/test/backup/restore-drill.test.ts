// The restore drill (issue 37, docs/decisions/0084): a backup made while the site takes writes,
// restored into a store nothing has touched, holds exactly the source's rows at the backup's moment.
import { and, eq, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { BACKED_UP_TABLES, baseTables, NOT_BACKED_UP_TABLES } from '../../src/backup/backup-tables.ts';
import { createBackup, type MadeBackup } from '../../src/backup/create-backup.ts';
import { restoreBackup } from '../../src/backup/restore-backup.ts';
import { type AppDatabase, type Database, openDatabase, rowsOf } from '../../src/db/client.ts';
import { blogs } from '../../src/db/schema.ts';
import { everyRow, populateSite, startWriteLoad, until } from '../helpers/backup-fixtures.ts';
import { makeRestoreTarget, type RestoreTarget } from '../helpers/restore-target.ts';
import { makeTestDataDir, removeDir, TEST_DRIVER, testConfig } from '../helpers/test-app.ts';

describe('restore drill', () => {
  let dir: string;
  let source: Database;
  let target: RestoreTarget;
  let searchedTitle: string;
  let backup: MadeBackup;
  let atBackup: Record<string, string[]>;
  let before: number;
  let after: number;

  beforeAll(async () => {
    dir = await makeTestDataDir();
    source = await openDatabase(testConfig(dir));
    target = await makeRestoreTarget();
    searchedTitle = await populateSite(source.db);
    // The load edits another post than the one searched for afterwards.
    const [edited] = await source.db.select({ id: blogs.id }).from(blogs).where(and(ne(blogs.title, searchedTitle), eq(blogs.isPublished, true)));
    const load = startWriteLoad(source.db, edited!.id);
    await until(() => load.writes() >= 5);
    before = load.writes();
    backup = await createBackup(source, `${dir}/backups`, {
      // The source as the backup saw it. On PostgreSQL: from another connection, in a transaction
      // that imports the backup's exported snapshot while the backup's transaction is still open
      // and the load keeps committing, so it is the database at the backup's moment and not a
      // re-reading by the backup's own connection. On PGlite there is one connection and the
      // backup's transaction holds it (every other query, the load's included, waits until it
      // ends), so the state at the snapshot is what that transaction reads.
      atSnapshot: async (tx) => {
        if (TEST_DRIVER === 'pglite') {
          atBackup = await everyRow(tx);
          return;
        }
        const [{ snapshot }] = (await rowsOf<{ snapshot: string }>(tx as AppDatabase, sql`SELECT pg_export_snapshot() AS snapshot`)) as [{ snapshot: string }];
        const reader = new pg.Client({ connectionString: testConfig(dir).databaseUrl });
        await reader.connect();
        try {
          await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
          await reader.query(`SET TRANSACTION SNAPSHOT '${snapshot}'`);
          atBackup = await everyRow(tx, async (text) => (await reader.query<{ line: string }>(text)).rows);
          await reader.query('COMMIT');
        } finally {
          await reader.end();
        }
      },
    });
    const ended = load.writes();
    await until(() => load.writes() >= ended + 5);
    await load.stop();
    after = load.writes();
    await restoreBackup(backup.file, target.config);
  });

  afterAll(async () => {
    await source?.close();
    await target?.dispose();
    await removeDir(dir);
  });

  it('restores every row of every backed-up table and every media byte as they were at the backup, 0 differences', async () => {
    const restored = await openDatabase(target.config);
    try {
      const rows = await everyRow(restored.db);
      expect(Object.keys(rows).sort()).toEqual([...BACKED_UP_TABLES].sort());
      for (const table of BACKED_UP_TABLES) expect.soft(rows[table], table).toEqual(atBackup[table]);
      expect(backup.counts).toEqual(Object.fromEntries(Object.entries(atBackup).map(([table, lines]) => [table, lines.length])));
      // The load wrote before, (on PostgreSQL) during, and after the backup: the file holds neither
      // the writes after it nor loses those acknowledged before it.
      const loadComments = (lines: string[]) => lines.filter((line) => line.includes('"name":"Load ')).length;
      expect(loadComments(atBackup.comments!)).toBeGreaterThanOrEqual(before);
      expect(loadComments((await everyRow(source.db)).comments!)).toBe(after);
      expect(after).toBeGreaterThan(loadComments(atBackup.comments!));
    } finally {
      await restored.close();
    }
  });

  it('rebuilds the tables derived from posts: the restored site search finds a restored post', async () => {
    const restored = await openDatabase(target.config);
    const app = await buildApp({ config: { ...testConfig(dir), ...target.config }, database: restored });
    try {
      const response = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent('dijkstra')}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(searchedTitle.split(' ')[0]);
    } finally {
      await app.close();
      await restored.close();
    }
  });

  it('backs up every base table but sessions and the tables kept from posts', async () => {
    expect((await baseTables(source.db)).sort()).toEqual([...BACKED_UP_TABLES, ...NOT_BACKED_UP_TABLES].sort());
  });
});
