import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, AuditLogPageResponse, AuditLogQuery, ErrorResponse } from '@studyhub/shared-api/contract';
import type { AppDatabase } from '../db/client.ts';
import { encodeAuditCursor, parseAuditQuery, readAuditPage } from './audit-page.ts';

export interface AuditRoutesOptions {
  db: AppDatabase;
}

/** The audit log's read (issue 36); registered in the admin scope, which lets only `audit.read` in. */
export const auditRoutes: FastifyPluginAsyncTypebox<AuditRoutesOptions> = async (app, { db }) => {
  app.get(
    API_PATHS.adminAuditLog,
    {
      config: { staff: 'audit.read' },
      schema: {
        tags: ['Admin'],
        summary: 'One page of the audit log, newest first: filter by action prefix, actor and time range; keyset cursor',
        querystring: AuditLogQuery,
        response: { 200: AuditLogPageResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const { entries, total, totalCapped, next } = await readAuditPage(db, parseAuditQuery(request.query));
      return { success: true, entries, total, totalCapped, nextCursor: next ? encodeAuditCursor(next) : null };
    },
  );
};
