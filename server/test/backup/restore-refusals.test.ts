// A restore refuses what it must not load, with a message for the person running it, and leaves
// the target as it was (docs/decisions/0084).
import { copyFile, mkdtemp, readFile, truncate as truncateFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../src/archive/archive.ts';
import { BACKUP_KIND, type BackupMeta } from '../../src/backup/backup-format.ts';
import { createBackup, type MadeBackup } from '../../src/backup/create-backup.ts';
import { restoreBackup } from '../../src/backup/restore-backup.ts';
import { openDatabase } from '../../src/db/client.ts';
import { everyRow, populateSite } from '../helpers/backup-fixtures.ts';
import type { RestoreTarget } from '../helpers/restore-target.ts';
import { makeTestDataDir, removeDir, TEST_DRIVER, testConfig } from '../helpers/test-app.ts';

describe('restore refusals', () => {
  let dir: string;
  let backup: MadeBackup;
  let populated: RestoreTarget;
  let rowsBefore: Record<string, string[]>;
  const bad = (name: string) => path.join(dir, name);

  /** The backup unpacked, changed by `change`, packed again with a manifest that vouches for it. */
  async function repacked(name: string, change: (meta: BackupMeta, unpacked: string) => Promise<BackupMeta>, kind = BACKUP_KIND): Promise<string> {
    const unpacked = await mkdtemp(path.join(dir, 'unpacked-'));
    const manifest = await readArchive<BackupMeta>(backup.file, unpacked, BACKUP_KIND);
    const file = bad(name);
    await writeArchive(unpacked, file, kind, await change(manifest.meta, unpacked));
    return file;
  }

  beforeAll(async () => {
    dir = await makeTestDataDir();
    // One store serves as source and, once backed up, as the target every bad file is refused by:
    // it holds rows, so each refusal below is asked with force and must still change nothing.
    populated = { config: testConfig(dir), dispose: async () => undefined };
    const source = await openDatabase(populated.config);
    try {
      await populateSite(source.db);
      backup = await createBackup(source, path.join(dir, 'backups'));
      rowsBefore = await everyRow(source.db);
    } finally {
      await source.close();
    }
  });

  afterAll(() => removeDir(dir));

  it('refuses a missing file', async () => {
    await expect(restoreBackup(bad('absent.tar.gz'), populated.config, { force: true })).rejects.toThrow(`${bad('absent.tar.gz')} cannot be read: ENOENT.`);
  });

  it('refuses a truncated file', async () => {
    await copyFile(backup.file, bad('truncated.tar.gz'));
    await truncateFile(bad('truncated.tar.gz'), Math.floor(backup.bytes / 2));
    await expect(restoreBackup(bad('truncated.tar.gz'), populated.config, { force: true })).rejects.toThrow(/truncated\.tar\.gz is damaged or is not a StudyHub archive .*Nothing was restored\./);
  });

  it('refuses a tampered file: a row changed after the manifest was written', async () => {
    const unpacked = await mkdtemp(path.join(dir, 'tampered-'));
    await readArchive(backup.file, unpacked, BACKUP_KIND);
    const comments = path.join(unpacked, 'tables/comments.jsonl');
    await writeFile(comments, (await readFile(comments, 'utf8')).replace('Comment on 0', 'Comment on 9'));
    await tar.create({ gzip: true, file: bad('tampered.tar.gz'), cwd: unpacked, portable: true }, ['manifest.json', 'tables']);
    await expect(restoreBackup(bad('tampered.tar.gz'), populated.config, { force: true })).rejects.toThrow(
      'tampered.tar.gz is damaged or is not a StudyHub archive (tables/comments.jsonl does not match its checksum). Nothing was restored.',
    );
  });

  it('refuses another file: not an archive, and another kind of archive', async () => {
    await writeFile(bad('notes.tar.gz'), 'just some text\n');
    await expect(restoreBackup(bad('notes.tar.gz'), populated.config, { force: true })).rejects.toThrow(/notes\.tar\.gz is damaged or is not a StudyHub archive/);
    const exported = await repacked('export.tar.gz', async (meta) => meta, { format: 'studyhub-export', formatVersion: 1 });
    await expect(restoreBackup(exported, populated.config, { force: true })).rejects.toThrow('export.tar.gz is a studyhub-export file, not a studyhub-backup file.');
  });

  it('refuses a backup of a newer schema, saying to update StudyHub first', async () => {
    const newer = await repacked('newer.tar.gz', async (meta) => ({ ...meta, schema: { migrations: meta.schema.migrations + 1, last: '9999_from_the_future' } }));
    await expect(restoreBackup(newer, populated.config, { force: true })).rejects.toThrow(/newer\.tar\.gz was made by a newer StudyHub \(schema \d+, this one knows \d+\): update StudyHub first\. Nothing was restored\./);
  });

  it('refuses a target holding rows without force', async () => {
    await expect(restoreBackup(backup.file, populated.config)).rejects.toThrow(
      'The target already holds data (admins, app_meta, media, media_variants, blogs, comments, blog_revisions, blog_drafts, preview_links, staff_invites, audit_log): restore into an empty data directory or database, or add --force to replace everything in it. Nothing was restored.',
    );
  });

  // On PGlite the data directory's lock refuses a restore while the API runs (backup-cli.test.ts).
  it.skipIf(TEST_DRIVER !== 'postgres')('refuses a PostgreSQL database that other connections (a running API) are using, even with force', async () => {
    const api = await openDatabase(populated.config);
    const psql = new pg.Client({ connectionString: populated.config.databaseUrl, application_name: 'psql' });
    await psql.connect();
    try {
      // One connection of the API's pool open (migrations and pings take one at a time).
      expect(await api.ping()).toBe(true);
      await expect(restoreBackup(backup.file, populated.config, { force: true })).rejects.toThrow(
        '2 other connections are using this database (psql, studyhub-api): stop the API before restoring. Nothing was restored.',
      );
      expect(await everyRow(api.db)).toEqual(rowsBefore);
    } finally {
      await psql.end();
      await api.close();
    }
    // Once they are gone the same restore goes ahead ('replaces a target holding rows with force' below).
  });

  it('left the target as it was through every refusal', async () => {
    const target = await openDatabase(populated.config);
    try {
      expect(await everyRow(target.db)).toEqual(rowsBefore);
    } finally {
      await target.close();
    }
  });

  it('replaces a target holding rows with force', async () => {
    // Into the store the backup came from: every row is deleted, then the backup's come back.
    await expect(restoreBackup(backup.file, populated.config, { force: true })).resolves.toMatchObject({ counts: backup.counts });
    const target = await openDatabase(populated.config);
    try {
      expect(await everyRow(target.db)).toEqual(rowsBefore);
    } finally {
      await target.close();
    }
  });
});
