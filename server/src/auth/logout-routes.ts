import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, MessageResponse } from '@studyhub/shared-api/contract';
import { logSecurityEvent } from './security-log.ts';
import type { SessionRepository } from './session-repository.ts';
import { tokenFromHeader } from './tokens.ts';

export interface LogoutRoutesOptions {
  sessions: SessionRepository;
}

export const LOGGED_OUT_EVERYWHERE = 'Logged out of all devices';

/** Ending one session or all of an admin's; registered in the admin scope, which has checked the token. */
export const logoutRoutes: FastifyPluginAsyncTypebox<LogoutRoutesOptions> = async (app, { sessions }) => {
  // Every role may end its own sessions.
  const schema = (summary: string, audit: string) => ({ config: { staff: 'everyRole' as const, audit }, schema: { tags: ['Auth'], summary, response: { 200: MessageResponse } } });

  app.post(API_PATHS.adminLogout, schema('Log out: the session token stops working', 'auth.logout'), async (request) => {
    await sessions.revoke(tokenFromHeader(request.headers.authorization)!);
    logSecurityEvent(request.log, 'logout', { adminId: request.adminId });
    return { success: true, message: 'Logged out' };
  });

  app.post(API_PATHS.adminLogoutAll, schema("Log out of all devices: every session of this admin ends, the caller's too", 'auth.logout_everywhere'), async (request) => {
    const sessionsEnded = await sessions.revokeAll(request.adminId!);
    logSecurityEvent(request.log, 'logout.everywhere', { adminId: request.adminId, sessionsEnded });
    return { success: true, message: LOGGED_OUT_EVERYWHERE };
  });
};
