import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AcceptInvite, API_PATHS, ErrorResponse, InviteInfoResponse, InviteTokenParams, LoginResponse, STAFF_ACCOUNT_MESSAGES, type StaffRole } from '@studyhub/shared-api/contract';
import type { RateLimits } from '../config.ts';
import type { SessionRepository } from '../auth/session-repository.ts';
import { logSecurityEvent } from '../auth/security-log.ts';
import { hashSessionToken } from '../auth/tokens.ts';
import { HttpError } from '../http/http-error.ts';
import type { StaffAccounts } from './staff-accounts.ts';
import type { StaffInvites } from './staff-invites.ts';

export interface InviteRoutesOptions {
  accounts: StaffAccounts;
  invites: StaffInvites;
  sessions: SessionRepository;
  limits: RateLimits;
}

/** One answer for every invite that cannot be used (410: the link is gone), so a guess learns nothing. */
const dead = () => new HttpError(410, STAFF_ACCOUNT_MESSAGES.inviteDead);

/** The signed-out side of an invite (issue 36): whom it is for, and accepting it, which signs the new account in. */
export const inviteRoutes: FastifyPluginAsyncTypebox<InviteRoutesOptions> = async (app, { accounts, invites, sessions, limits }) => {
  // Limited like the login: a token is 256 bits, but a flood still costs argon2 time.
  const rateLimit = { max: limits.loginPerIp, timeWindow: limits.loginWindowMs };

  app.get(
    API_PATHS.invite,
    { config: { rateLimit }, schema: { tags: ['Staff'], summary: 'Whom a live invite is for, and as what', params: InviteTokenParams, response: { 200: InviteInfoResponse, 410: ErrorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const invite = await invites.findLive(request.params.token);
      if (!invite) throw dead();
      return { success: true, email: invite.email, role: invite.role as StaffRole };
    },
  );

  app.post(
    API_PATHS.invite,
    {
      config: { rateLimit },
      schema: {
        tags: ['Staff'],
        summary: 'Accept an invite: choose a display name and password; answers a session token like the login',
        params: InviteTokenParams,
        body: AcceptInvite,
        response: { 200: LoginResponse, 409: ErrorResponse, 410: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const account = await accounts.acceptInvite(hashSessionToken(request.params.token), request.body.displayName, request.body.password);
      if (!account) throw dead();
      const token = await sessions.create(account.id);
      logSecurityEvent(request.log, 'staff.invite_accepted', { adminId: account.id, role: account.role });
      return { success: true, token, message: 'Welcome to the staff: you are signed in.' };
    },
  );
};
