// Scheduled backups (issue 37): every instance looks, and one claim in app_meta makes each
// period's backup once across instances on one database; a failed one is tried again within the
// hour; the newest BACKUP_KEEP files are kept; the app's timer makes them when BACKUP_EVERY_HOURS is set.
import { BACKUP_FILE_PATTERN } from '@studyhub/shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { BACKUP_SLOT_KEY, runDueBackup } from '../../src/backup/backup-scheduler.ts';
import type { AppConfig } from '../../src/config.ts';
import { type Database, openDatabase, rowsOf } from '../../src/db/client.ts';
import { appMeta } from '../../src/db/schema.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { makeTempDir, removeDir, resetTables, TEST_DRIVER, testConfig } from '../helpers/test-app.ts';

describe('scheduled backups', () => {
  let dir: string;
  let config: AppConfig;
  /** Two instances' connections: two on PostgreSQL; PGlite's one process holds its directory alone. */
  const databases: Database[] = [];
  const log = captureLog();
  /** An app on the first connection whose logger the looks write to. */
  let logging: App;

  beforeAll(async () => {
    dir = await makeTempDir();
    config = testConfig(dir);
    databases.push(await openDatabase(config));
    databases.push(TEST_DRIVER === 'postgres' ? await openDatabase(config) : databases[0]!);
    logging = await buildApp({ config: { ...config, logLevel: 'info' }, database: databases[0]!, logStream: log.stream });
  });
  afterAll(async () => {
    await logging?.close();
    await Promise.all([...new Set(databases)].map((database) => database.close()));
    await removeDir(dir);
  });
  beforeEach(async () => {
    await resetTables(databases[0]!.db);
    await rm(config.backupDir, { recursive: true, force: true });
  });

  const backups = async () => (await readdir(config.backupDir).catch(() => [] as string[])).filter((name) => new RegExp(BACKUP_FILE_PATTERN).test(name));
  const look = async (database: Database, keep = 7) => runDueBackup({ database, backupDir: config.backupDir, everyHours: 24, keep, log: logging.log });
  const slotAgeHours = async () => {
    const [row] = await rowsOf<{ hours: number }>(databases[0]!.db, sql`SELECT extract(epoch FROM now() - value::timestamptz) / 3600 AS hours FROM app_meta WHERE key = ${BACKUP_SLOT_KEY}`);
    return Number(row!.hours);
  };
  const ageSlot = (hours: number) => databases[0]!.db.execute(sql`UPDATE app_meta SET value = (now() - make_interval(hours => ${hours}::int))::text WHERE key = ${BACKUP_SLOT_KEY}`);

  it('makes one backup per period across two instances looking at once', async () => {
    const made = await Promise.all([look(databases[0]!), look(databases[1]!)]);
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await backups()).toHaveLength(1);
    // Not due again within the period, whoever looks.
    expect(await Promise.all([look(databases[0]!), look(databases[1]!)])).toEqual([undefined, undefined]);
    expect(await backups()).toHaveLength(1);
    // A period later: due again, made once.
    await ageSlot(25);
    expect((await Promise.all([look(databases[1]!), look(databases[0]!)])).filter(Boolean)).toHaveLength(1);
    expect(await backups()).toHaveLength(2);
  });

  it('keeps the newest BACKUP_KEEP backups after a scheduled one', async () => {
    await mkdir(config.backupDir, { recursive: true });
    for (const day of [1, 2, 3]) await writeFile(path.join(config.backupDir, `studyhub-backup-2026010${day}T020000Z.tar.gz`), 'old');
    const made = await look(databases[0]!, 2);
    expect((await backups()).sort()).toEqual([made!.name, 'studyhub-backup-20260103T020000Z.tar.gz'].sort());
  });

  it('gives a failed backup\'s slot back, due again within the hour', async () => {
    // A file where the directory should be: the backup cannot be written.
    await mkdir(path.dirname(config.backupDir), { recursive: true });
    await writeFile(config.backupDir, 'not a directory');
    try {
      expect(await look(databases[0]!)).toBeUndefined();
      const age = await slotAgeHours();
      expect(age).toBeGreaterThan(22.9);
      expect(age).toBeLessThan(23.1);
      expect(log.lines.some((line) => String(line.msg).startsWith('scheduled backup failed'))).toBe(true);
    } finally {
      await rm(config.backupDir, { force: true });
    }
  });

  it('is made by the app\'s own timer when BACKUP_EVERY_HOURS is set, and not when it is off', async () => {
    const off = await buildApp({ config: { ...config, backupCheckMs: 20 }, database: databases[0]! });
    const on = await buildApp({ config: { ...config, backupEveryHours: 6, backupKeep: 3, backupCheckMs: 20 }, database: databases[1]! });
    try {
      await Promise.all([off.ready(), on.ready()]);
      // Polled, not timed: the first look is due at once, as on a fresh site.
      for (let tries = 0; tries < 500 && (await backups()).length === 0; tries++) await sleep(20);
      expect(await backups()).toHaveLength(1);
      const [row] = await databases[0]!.db.select().from(appMeta).where(eq(appMeta.key, BACKUP_SLOT_KEY));
      expect(row).toBeDefined();
    } finally {
      await Promise.all([off.close(), on.close()]);
    }
  });
});
