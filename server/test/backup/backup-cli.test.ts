// `npm run backup` and `npm run restore` as the root package.json runs them, end to end: on PGlite
// the running API makes the backup through its control socket, and its directory cannot be
// restored into while it runs.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FILE_PATTERN } from '@studyhub/shared-api/contract';
import { spawnServer, storageForDriver, type ServerProcess, type Storage } from '../hardening/server-process.ts';
import { makeRestoreTarget, type RestoreTarget, type TargetConfig } from '../helpers/restore-target.ts';
import { type CommandOutcome, runCommand } from '../helpers/run-command.ts';
import { makeTempDir, removeDir, TEST_DRIVER } from '../helpers/test-app.ts';


/** The command's exit code and its output. */
function run(args: string[], store: TargetConfig, backupDir: string): Promise<CommandOutcome> {
  return runCommand('server/src/backup/cli.ts', args, { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? '', BACKUP_DIR: backupDir, DEMO_MODE: 'false', NODE_ENV: 'test' });
}

describe('the backup and restore commands', () => {
  const cleanup: string[] = [];
  let storage: Storage;
  let server: ServerProcess | undefined;
  let target: RestoreTarget;
  let backupDir: string;

  beforeAll(async () => {
    storage = await storageForDriver(cleanup);
    backupDir = await makeTempDir();
    cleanup.push(backupDir);
    target = await makeRestoreTarget();
    // On PGlite the API holds the directory (and writes the file into its BACKUP_DIR); on
    // PostgreSQL the command connects itself.
    server = TEST_DRIVER === 'pglite' ? spawnServer(storage, { BACKUP_DIR: backupDir }) : undefined;
    await server?.listening;
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await target?.dispose();
    await Promise.all(cleanup.map(removeDir));
  });

  it('backs up (through the running API on PGlite), prints the file, and restores it into an empty store', async () => {
    const made = await run(['backup'], storage, backupDir);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const file = made.stdout.trim();
    expect(path.dirname(file)).toBe(backupDir);
    expect(path.basename(file)).toMatch(new RegExp(BACKUP_FILE_PATTERN));

    if (server) {
      const busy = await run(['restore', file, '--force'], storage, backupDir);
      expect(busy.code).toBe(1);
      expect(busy.stderr.trim()).toBe(`a running StudyHub is using ${storage.dataDir}: stop it before restoring. Nothing was restored.`);
    }

    const restored = await run(['restore', file], target.config, backupDir);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout.trim()).toMatch(/^Restored \d+ rows from studyhub-backup-.*Everyone signs in again\.$/);
  });

  it('refuses bad input with one line and a non-zero exit', async () => {
    const missing = await run(['restore', path.join(backupDir, 'absent.tar.gz')], target.config, backupDir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`${path.join(backupDir, 'absent.tar.gz')} cannot be read: ENOENT.\n`);
    const usage = await run(['restore'], target.config, backupDir);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toBe('usage: npm run backup | npm run restore -- <backup file> [--force]\n');
  });
});
