import { type ArchiveKind, archiveStamp } from '../archive/archive.ts';
import type { DatabaseDriver } from '../db/client.ts';

// The backup file (docs/decisions/0084): an archive (src/archive/archive.ts) of
// tables/<table>.jsonl, one row_to_json object per line, and this meta in its manifest.

export const BACKUP_KIND: ArchiveKind = { format: 'studyhub-backup', formatVersion: 1 };

export interface BackupMeta {
  /** The migrations applied to the database backed up: a restore migrates its target to these first. */
  schema: { migrations: number; last: string };
  driver: DatabaseDriver;
  /** Rows per table. */
  counts: Record<string, number>;
  /** Each table's stored columns, in insert order (the file's own order is the restore order). */
  tables: { name: string; columns: string[] }[];
  app: { version: string };
}

export const tableFile = (table: string) => `tables/${table}.jsonl`;

/** `studyhub-backup-20250131T235959Z.tar.gz`, or `…T235959-2Z…` for the second one in that second (BACKUP_FILE_PATTERN). */
export function backupFileName(at: Date, sequence = 1): string {
  return `studyhub-backup-${archiveStamp(at)}${sequence > 1 ? `-${sequence}` : ''}Z.tar.gz`;
}
