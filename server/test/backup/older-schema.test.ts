// A backup of an earlier StudyHub restores into the current schema: the target is migrated to the
// backup's schema, the rows go in, then the later migrations run over them (docs/decisions/0084).
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, type MadeBackup } from '../../src/backup/create-backup.ts';
import { migrationsUpTo } from '../../src/backup/migrations-up-to.ts';
import { restoreBackup } from '../../src/backup/restore-backup.ts';
import { readJournal } from '../../src/backup/schema-version.ts';
import { openDatabase, rowsOf } from '../../src/db/client.ts';
import { makeRestoreTarget, type RestoreTarget } from '../helpers/restore-target.ts';
import { makeTempDir, removeDir } from '../helpers/test-app.ts';

/** Before post history (0013) and staff roles (0016): the site as it was with media variants. */
const OLD_MIGRATIONS = 12;

describe('a backup of an older schema', () => {
  let dir: string;
  let target: RestoreTarget;
  let oldStore: RestoreTarget;
  let backup: MadeBackup;

  beforeAll(async () => {
    dir = await makeTempDir();
    target = await makeRestoreTarget();
    // Untouched, unlike the file's own database, which starts migrated (test/setup).
    oldStore = await makeRestoreTarget();
    const old = await migrationsUpTo(OLD_MIGRATIONS);
    const source = await openDatabase(oldStore.config, old.folder);
    try {
      // Written with that schema's columns only.
      await source.db.execute(sql`INSERT INTO admins (id, email, password_hash) VALUES ('00000000-0000-4000-8000-00000000000a', 'old@backup.test', '$argon2id$old')`);
      await source.db.execute(sql`INSERT INTO media (id, mime, bytes, etag) VALUES ('00000000-0000-4000-8000-0000000000c0', 'image/png', '\\x89504e47'::bytea, '"old"')`);
      await source.db.execute(sql`INSERT INTO blogs (id, title, description, image, media_id, category, is_published, created_at)
        VALUES ('00000000-0000-4000-8000-0000000000b1', 'Kruskal spanning trees', '<p>Sort the edges</p>', '/api/media/00000000-0000-4000-8000-0000000000c0',
          '00000000-0000-4000-8000-0000000000c0', 'CSE', true, '2024-02-03T04:05:06.123456Z')`);
      await source.db.execute(sql`INSERT INTO comments (blog_id, name, content, is_approved) VALUES ('00000000-0000-4000-8000-0000000000b1', 'Ada', 'Old comment', true)`);
      backup = await createBackup(source, path.join(dir, 'backups'));
    } finally {
      await source.close();
      await old.dispose();
    }
    await restoreBackup(backup.file, target.config);
  });

  afterAll(async () => {
    await target?.dispose();
    await oldStore?.dispose();
    await removeDir(dir);
  });

  it('records the schema it was made with', async () => {
    const journal = await readJournal();
    expect(backup.counts).toEqual({ admins: 1, app_meta: 0, media: 1, media_variants: 0, blogs: 1, comments: 1 });
    expect(backup.name).toMatch(/^studyhub-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(journal.entries.length).toBeGreaterThan(OLD_MIGRATIONS);
  });

  it('comes back in the current schema, with what the later migrations make of it', async () => {
    const restored = await openDatabase(target.config);
    try {
      const [migrations] = await rowsOf<{ count: string | number }>(restored.db, sql`SELECT count(*) AS count FROM drizzle.__drizzle_migrations`);
      expect(Number(migrations!.count)).toBe((await readJournal()).entries.length);
      const [blog] = await rowsOf<{ title: string; created_at: string; version: number; review_state: string; revisions: string | number; bytes: string }>(
        restored.db,
        sql`SELECT b.title, to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS created_at, b.version, b.review_state,
          (SELECT count(*) FROM blog_revisions r WHERE r.blog_id = b.id) AS revisions, encode(m.bytes, 'hex') AS bytes
          FROM blogs b JOIN media m ON m.id = b.media_id`,
      );
      // Migration 0013 gave the post its first revision; 0016 its review state; microseconds kept.
      expect(blog).toEqual({ title: 'Kruskal spanning trees', created_at: '2024-02-03T04:05:06.123456', version: 1, review_state: 'none', revisions: expect.anything(), bytes: '89504e47' });
      expect(Number(blog!.revisions)).toBe(1);
      const [admin] = await rowsOf<{ role: string }>(restored.db, sql`SELECT role FROM admins WHERE email = 'old@backup.test'`);
      expect(admin?.role).toBe('owner');
    } finally {
      await restored.close();
    }
  });
});
