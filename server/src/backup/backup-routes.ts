import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, BACKUP_MESSAGES, BackupListResponse, BackupMadeResponse, BackupParams, ErrorResponse } from '@studyhub/shared-api/contract';
import type { Readable } from 'node:stream';
import { createReadStream } from 'node:fs';
import Type from 'typebox';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/http-error.ts';
import { backupFile, backupPath, listBackups } from './backup-files.ts';
import { isBackupBusy, makeKeptBackup } from './kept-backup.ts';

export interface BackupRoutesOptions {
  database: Database;
  backupDir: string;
  /** Hours between scheduled backups, undefined when off; shown on the page. */
  everyHours: number | undefined;
  keep: number;
  /** Downloads are reads, which the admin scope does not audit; a copy of every account leaving the server is recorded here. */
  audit: AuditLog;
}

const OWNER_ONLY = { staff: 'site.backup' } as const;
const tags = ['Backups'];
/** The file itself, streamed (never serialised): documented as bytes. */
const BackupBytes = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'The backup file (application/gzip)' });

/** The owner's backups (issue 37): the list, "Back up now" and each file's download. */
export const backupRoutes: FastifyPluginAsyncTypebox<BackupRoutesOptions> = async (app, { database, backupDir, everyHours, keep, audit }) => {
  app.get(
    API_PATHS.adminBackups,
    { config: OWNER_ONLY, schema: { tags, summary: 'The backup files in BACKUP_DIR, newest first, and the schedule', response: { 200: BackupListResponse } } },
    async () => ({ success: true, backups: await listBackups(backupDir), everyHours: everyHours ?? null, keep }),
  );

  app.post(
    API_PATHS.adminBackups,
    {
      config: { ...OWNER_ONLY, audit: 'site.backup' },
      schema: { tags, summary: 'Back up now: one file with every table and media file; 409 while one is being made', response: { 200: BackupMadeResponse, 409: ErrorResponse } },
    },
    async (request) => {
      let made;
      try {
        made = await makeKeptBackup(database, backupDir, keep, request.log);
      } catch (error) {
        if (isBackupBusy(error)) throw new HttpError(409, BACKUP_MESSAGES.busy);
        throw error;
      }
      request.auditNote = { targetId: made.name, detail: { bytes: made.bytes } };
      return { success: true, message: BACKUP_MESSAGES.made, backup: backupFile(made.name, made.bytes), counts: made.counts };
    },
  );

  app.get(
    API_PATHS.adminBackup,
    {
      config: OWNER_ONLY,
      schema: { tags, summary: 'Download one backup file (application/gzip)', params: BackupParams, response: { 200: BackupBytes, 400: ErrorResponse, 404: ErrorResponse } },
    },
    async (request, reply) => {
      // The params' pattern already refused any other name (400): no path reaches outside BACKUP_DIR.
      const found = await backupPath(backupDir, request.params.name);
      if (!found) throw new HttpError(404, BACKUP_MESSAGES.notFound);
      await audit.record({ actor: { id: request.staff!.id }, action: 'site.backup_download', target: { type: 'site', id: request.params.name }, detail: { bytes: found.bytes }, address: request.ip });
      return reply
        .type('application/gzip')
        .header('content-length', found.bytes)
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .send(createReadStream(found.file));
    },
  );
};
