// The owner's backups in the API (issue 37, docs/decisions/0084): list, "Back up now" and download,
// owner only, audited; names outside the pattern refused; one backup at a time; the newest
// BACKUP_KEEP kept.
import { API_PATHS, BACKUP_FILE_PATTERN, BACKUP_MESSAGES, type BackupListResponse, type BackupMadeResponse, STAFF_MESSAGES } from '@studyhub/shared-api/contract';
import { desc } from 'drizzle-orm';
import { readdir, readFile, rm, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/backup/create-backup.ts';
import { auditLog } from '../../src/db/schema.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

const ctx = useTestApp({ rateLimits: NO_RATE_LIMITS });
const downloadUrl = (name: string) => API_PATHS.adminBackup.replace(':name', name);
const stamped = (day: number, n = 0) => `studyhub-backup-202601${String(day).padStart(2, '0')}T020000${n ? `-${n}` : ''}Z.tar.gz`;

describe('backups in the API', () => {
  let token: string;
  beforeEach(async () => {
    await rm(ctx.config.backupDir, { recursive: true, force: true });
    token = await adminToken(ctx);
  });
  const as = (method: 'GET' | 'POST', url: string, auth = token) => ctx.app.inject({ method, url, headers: asAdmin(auth) });
  const files = async () => (await readdir(ctx.config.backupDir).catch(() => [] as string[])).sort();

  it('lists no backups and the schedule before the first', async () => {
    const response = await as('GET', API_PATHS.adminBackups);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, backups: [], everyHours: null, keep: 7 });
  });

  it('backs up now, lists the file and downloads it whole, each write and download in the audit log', async () => {
    await insertBlog(ctx.database.db, { title: 'Kept in the backup' });
    const made = await as('POST', API_PATHS.adminBackups);
    expect(made.statusCode, made.body).toBe(200);
    const body = made.json<BackupMadeResponse>();
    expect(body.message).toBe(BACKUP_MESSAGES.made);
    expect(body.backup.name).toMatch(new RegExp(BACKUP_FILE_PATTERN));
    expect(body.counts).toMatchObject({ blogs: 1, admins: 1 });
    expect(await files()).toEqual([body.backup.name]);

    const list = (await as('GET', API_PATHS.adminBackups)).json<BackupListResponse>();
    expect(list.backups).toEqual([body.backup]);

    const download = await as('GET', downloadUrl(body.backup.name));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${body.backup.name}"`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.equals(await readFile(path.join(ctx.config.backupDir, body.backup.name)))).toBe(true);
    expect(download.rawPayload.length).toBe(body.backup.bytes);

    const entries = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id));
    expect(entries.slice(0, 2).map((entry) => [entry.action, entry.targetId])).toEqual([
      ['site.backup_download', body.backup.name],
      ['site.backup', body.backup.name],
    ]);
  });

  it('refuses every role but the owner, making and sending nothing', async () => {
    await mkdir(ctx.config.backupDir, { recursive: true });
    await writeFile(path.join(ctx.config.backupDir, stamped(1)), 'a backup');
    for (const role of ['editor', 'author', 'contributor'] as const) {
      const { token: theirs } = await staffSession(ctx, role);
      for (const [method, url] of [['GET', API_PATHS.adminBackups], ['POST', API_PATHS.adminBackups], ['GET', downloadUrl(stamped(1))]] as const) {
        const response = await as(method, url, theirs);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ success: false, message: STAFF_MESSAGES.forbidden });
      }
    }
    expect(await files()).toEqual([stamped(1)]);
  });

  it('refuses a name outside the pattern (400) and a backup that is not there (404)', async () => {
    await mkdir(ctx.config.backupDir, { recursive: true });
    await writeFile(path.join(ctx.config.backupDir, 'notes.txt'), 'not a backup');
    await writeFile(path.join(ctx.config.backupDir, `${stamped(2)}.partial`), 'half a backup');
    for (const name of ['notes.txt', `${stamped(2)}.partial`, '..%2F..%2Fetc%2Fpasswd', `..%2F${stamped(3)}`, 'studyhub-backup-latest.tar.gz']) {
      const response = await as('GET', downloadUrl(name));
      expect(response.statusCode, name).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const missing = await as('GET', downloadUrl(stamped(3)));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: BACKUP_MESSAGES.notFound });
    // Neither stray file is listed.
    expect((await as('GET', API_PATHS.adminBackups)).json<BackupListResponse>().backups).toEqual([]);
  });

  it('answers 409 while a backup is being made, and nothing is added for it', async () => {
    const first = createBackup(ctx.database, ctx.config.backupDir);
    const second = await as('POST', API_PATHS.adminBackups);
    const made = await first;
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: BACKUP_MESSAGES.busy });
    expect(await files()).toEqual([made.name]);
  });

  it('keeps the newest BACKUP_KEEP backups after one is made, whoever made the others, and leaves other files alone', async () => {
    await mkdir(ctx.config.backupDir, { recursive: true });
    // Eight older ones (two in one second: -1 is the later), and a file that is no backup.
    const older = [1, 2, 3, 4, 5, 6].map((day) => stamped(day)).concat(stamped(7), stamped(7, 1));
    for (const name of [...older, 'README.txt']) await writeFile(path.join(ctx.config.backupDir, name), name);
    const made = (await as('POST', API_PATHS.adminBackups)).json<BackupMadeResponse>().backup;
    const listed = (await as('GET', API_PATHS.adminBackups)).json<BackupListResponse>().backups.map((backup) => backup.name);
    expect(listed).toEqual([made.name, stamped(7, 1), stamped(7), stamped(6), stamped(5), stamped(4), stamped(3)]);
    expect(await files()).toEqual([...listed, 'README.txt'].sort());
  });
});
