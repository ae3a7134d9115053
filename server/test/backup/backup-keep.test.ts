// BACKUP_KEEP holds whoever makes the backup: `npm run backup` connecting itself, and the running
// API answering it through its control socket, prune the directory as the schedule and the
// portal's "Back up now" do (backup-schedule.test.ts, backup-routes.test.ts).
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { listBackups } from '../../src/backup/backup-files.ts';
import { backupCommand } from '../../src/backup/backup-command.ts';
import { listenForBackupRequests, requestBackup } from '../../src/backup/control-socket.ts';
import type { MadeBackup } from '../../src/backup/create-backup.ts';
import { openDatabase } from '../../src/db/client.ts';
import { makeTestDataDir, removeDir, testConfig } from '../helpers/test-app.ts';

describe('BACKUP_KEEP for npm run backup', () => {
  const dirs: string[] = [];
  const logged: string[] = [];
  const log = { info: (_: object, message: string) => logged.push(message), error: (_: object, message: string) => logged.push(message), warn: (message: string) => logged.push(message) };

  const freshConfig = async () => {
    const dir = await makeTestDataDir();
    dirs.push(dir);
    return { ...testConfig(dir), backupKeep: 2 };
  };
  const names = async (dir: string) => (await listBackups(dir)).map((backup) => backup.name);
  /** The newest `keep` of `made`, newest first, as listBackups orders them. */
  const newest = (made: MadeBackup[], keep: number) => made.map((backup) => backup.name).reverse().slice(0, keep);

  beforeEach(() => {
    logged.length = 0;
  });
  afterAll(() => Promise.all(dirs.map(removeDir)));

  it('keeps the newest BACKUP_KEEP when the command makes them itself', async () => {
    const config = await freshConfig();
    const made: MadeBackup[] = [];
    for (let i = 0; i < 3; i++) made.push(await backupCommand(config, log));
    expect(await names(config.backupDir)).toEqual(newest(made, 2));
    expect(logged).toEqual(['backup: older backups deleted']);
  });

  it('keeps the API’s BACKUP_KEEP when the running API makes them for the command', async () => {
    const config = await freshConfig();
    // The API's side: it holds the database (on PGlite, the directory) and listens in DATA_DIR.
    const database = await openDatabase(config);
    const control = await listenForBackupRequests({ database, dataDir: config.dataDir, backupDir: config.backupDir, keep: 2, log });
    try {
      expect(control).toBeDefined();
      const made: MadeBackup[] = [];
      for (let i = 0; i < 3; i++) made.push(await requestBackup(config.dataDir));
      expect(await names(config.backupDir)).toEqual(newest(made, 2));
      expect(logged).toEqual(['backup: older backups deleted']);
    } finally {
      await control?.close();
      await database.close();
    }
  });
});
