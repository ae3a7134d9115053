import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AppDatabase, type Database, rowsOf } from '../db/client.ts';
import { type RepeatingTimer, repeatWithJitter } from '../repeating-timer.ts';
import type { MadeBackup } from './create-backup.ts';
import { isBackupBusy, makeKeptBackup } from './kept-backup.ts';

/** app_meta's row of the last scheduled backup's slot: the database's time it was claimed. */
export const BACKUP_SLOT_KEY = 'backup.last_at';
/** After a failed scheduled backup, the next try comes this much later (not a whole period later). */
const RETRY_MS = 60 * 60 * 1000;

/**
 * Claims the schedule's slot if a backup is due: one statement, so of several instances on one
 * database exactly one gets the row (the others' conditional UPDATE finds it already moved on).
 * The database's clock decides, so instances whose clocks differ still agree. Returns the claim.
 */
export async function claimBackupSlot(db: AppDatabase, everyHours: number): Promise<string | undefined> {
  const [row] = await rowsOf<{ value: string }>(
    db,
    sql`INSERT INTO app_meta (key, value) VALUES (${BACKUP_SLOT_KEY}, now()::text)
        ON CONFLICT (key) DO UPDATE SET value = excluded.value
        WHERE app_meta.value::timestamptz <= now() - make_interval(hours => ${everyHours}::int)
        RETURNING value`,
  );
  return row?.value;
}

/** Gives a failed claim back, sooner than a whole period: it is moved so the slot is due again in RETRY_MS. */
async function releaseSoon(db: AppDatabase, claim: string, everyHours: number): Promise<void> {
  const retry = Math.min(RETRY_MS, everyHours * 3_600_000);
  await db.execute(
    sql`UPDATE app_meta SET value = (value::timestamptz - make_interval(hours => ${everyHours}::int) + make_interval(secs => ${retry / 1000}))::text
        WHERE key = ${BACKUP_SLOT_KEY} AND value = ${claim}`,
  );
}

export interface ScheduledBackupOptions {
  database: Database;
  backupDir: string;
  everyHours: number;
  keep: number;
  log: FastifyBaseLogger;
}

/** One look: makes the backup if this instance claimed a due slot. Returns it, or undefined when not due here. */
export async function runDueBackup({ database, backupDir, everyHours, keep, log }: ScheduledBackupOptions): Promise<MadeBackup | undefined> {
  const claim = await claimBackupSlot(database.db, everyHours);
  if (claim === undefined) return undefined;
  try {
    const made = await makeKeptBackup(database, backupDir, keep, log);
    log.info({ backup: made.file, bytes: made.bytes }, 'scheduled backup made');
    return made;
  } catch (error) {
    // The owner's "Back up now" on this instance holds the one backup at a time: this one is that one.
    if (!isBackupBusy(error)) log.error({ err: error }, 'scheduled backup failed; trying again within the hour');
    await releaseSoon(database.db, claim, everyHours).catch((release: unknown) => log.error({ err: release }, 'backup: could not release the slot'));
    return undefined;
  }
}

/**
 * The timer every instance runs when BACKUP_EVERY_HOURS is set: it looks every `checkMs` (give or
 * take a fifth) and the database claim, not the timer, makes each backup once across instances.
 * Unref'd; `stop` waits for a backup in progress, so the database is not closed under it.
 */
export function startBackupScheduler(options: ScheduledBackupOptions & { checkMs: number }): RepeatingTimer {
  const tick = () =>
    runDueBackup(options).then(
      () => undefined,
      (error: unknown) => options.log.error({ err: error }, 'backup: could not look whether a backup is due'),
    );
  return repeatWithJitter(tick, options.checkMs);
}
