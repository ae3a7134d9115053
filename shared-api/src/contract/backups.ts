import Type, { type Static } from 'typebox';
import { Envelope } from './envelopes.ts';

// Backups (issue 37, docs/decisions/0084): the owner's "Back up now" and the list of backup files
// in the API's BACKUP_DIR. The same backup is made by `npm run backup`; a download is the file
// itself (`application/gzip`), so it can be kept off the machine.

/** A backup file's name as the API writes it: `studyhub-backup-<UTC stamp>.tar.gz`. */
export const BACKUP_FILE_PATTERN = '^studyhub-backup-[0-9]{8}T[0-9]{6}(?:-[0-9]{1,3})?Z\\.tar\\.gz$';

export const BackupFile = Type.Object({
  name: Type.String({ pattern: BACKUP_FILE_PATTERN }),
  bytes: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type BackupFile = Static<typeof BackupFile>;

export const BackupListResponse = Envelope({
  /** Newest first; the newest BACKUP_KEEP files are kept, whoever made them. */
  backups: Type.Array(BackupFile),
  /** Hours between scheduled backups; null when they are off. */
  everyHours: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  keep: Type.Integer({ minimum: 1 }),
});
export type BackupListResponse = Static<typeof BackupListResponse>;

/** Row counts per table, as in the backup's manifest. */
export const BackupMadeResponse = Envelope({
  backup: BackupFile,
  counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
});
export type BackupMadeResponse = Static<typeof BackupMadeResponse>;

export const BackupParams = Type.Object({ name: Type.String({ pattern: BACKUP_FILE_PATTERN }) }, { additionalProperties: false });
export type BackupParams = Static<typeof BackupParams>;

export const BACKUP_MESSAGES = {
  made: 'Backup saved.',
  busy: 'A backup is already being made. Try again when it has finished.',
  notFound: 'No backup with this name.',
} as const;
