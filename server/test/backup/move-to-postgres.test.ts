// The move from the embedded database to PostgreSQL that docs/deploying.md describes: a PGlite
// site's backup restored into a new PostgreSQL database holds every row as it was. Runs in the
// PGlite project when a PostgreSQL server is at hand (DATABASE_URL), as in CI.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackup } from '../../src/backup/create-backup.ts';
import { restoreBackup } from '../../src/backup/restore-backup.ts';
import { openDatabase } from '../../src/db/client.ts';
import { everyRow, populateSite } from '../helpers/backup-fixtures.ts';
import { makeTestDataDir, removeDir, TEST_DRIVER, testConfig } from '../helpers/test-app.ts';
import { databaseUrl, onServer } from '../setup/postgres-template.ts';

const serverUrl = process.env.DATABASE_URL;

describe.runIf(TEST_DRIVER === 'pglite' && serverUrl)('moving a PGlite site to PostgreSQL by backup and restore', () => {
  it('restores the PGlite backup into an empty PostgreSQL database with every row and media byte equal', async () => {
    const dir = await makeTestDataDir();
    const name = `studyhub_move_${process.pid}_${randomBytes(4).toString('hex')}`;
    const postgres = { dataDir: dir, databaseUrl: databaseUrl(name, serverUrl) };
    const source = await openDatabase(testConfig(dir));
    await onServer(`CREATE DATABASE "${name}"`, serverUrl);
    try {
      await populateSite(source.db);
      const backup = await createBackup(source, path.join(dir, 'backups'));
      const expected = await everyRow(source.db);
      await restoreBackup(backup.file, postgres);
      const target = await openDatabase(postgres);
      try {
        expect(await everyRow(target.db)).toEqual(expected);
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
      await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, serverUrl);
      await removeDir(dir);
    }
  });
});
