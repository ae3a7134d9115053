import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  ErrorResponse,
  InviteResponse,
  MessageResponse,
  NewInvite,
  RoleChange,
  STAFF_ACCOUNT_MESSAGES,
  StaffIdParams,
  StaffListResponse,
  StaffRemoval,
  SuspensionChange,
} from '@studyhub/shared-api/contract';
import { logSecurityEvent } from '../auth/security-log.ts';
import { HttpError } from '../http/http-error.ts';
import { isUuid } from '../http/uuid.ts';
import type { InviteMailer } from './invite-mailer.ts';
import { toStaffAccount, type StaffAccounts } from './staff-accounts.ts';
import { type StaffInvites, toInvite } from './staff-invites.ts';

export interface StaffRoutesOptions {
  accounts: StaffAccounts;
  invites: StaffInvites;
  /** The site's address: invite links are its /admin/invite/<token>. */
  publicSiteUrl: string;
  /** Set with SMTP_URL; without it the link is only shown. */
  mailer?: InviteMailer;
}

const OWNER_ONLY = { staff: 'staff.manage' } as const;
const schema = <Extra extends object>(summary: string, extra: Extra) => ({ tags: ['Staff'], summary, ...extra });
/** An id that is not a UUID names no account or invite (and must not reach a uuid column). */
const existing = (id: string, message: string) => {
  if (!isUuid(id)) throw new HttpError(404, message);
  return id;
};

/** Staff management (issue 36, docs/decisions/0083): the owner's invites and accounts. */
export const staffRoutes: FastifyPluginAsyncTypebox<StaffRoutesOptions> = async (app, { accounts, invites, publicSiteUrl, mailer }) => {
  const linkOf = (token: string) => `/admin/invite/${token}`;

  /** The invite with its link, e-mailed when a mailer is set (a failed send is logged, the link still shown). */
  const deliver = async (log: typeof app.log, { row, token }: { row: Parameters<typeof toInvite>[0]; token: string }) => {
    const path = linkOf(token);
    const url = new URL(path, publicSiteUrl).href;
    let emailed = false;
    if (mailer) {
      emailed = await mailer({ to: row.email, url, role: row.role, expiresAt: row.expiresAt }).catch((error: unknown) => {
        log.warn({ err: error, inviteId: row.id }, 'invite e-mail not sent');
        return false;
      });
    }
    return { ...toInvite(row), path, url, emailed };
  };

  app.get(API_PATHS.adminStaff, { config: OWNER_ONLY, schema: schema('Staff accounts and open invites', { response: { 200: StaffListResponse } }) }, async () => {
    const [staff, open] = await Promise.all([accounts.list(), invites.list()]);
    return { success: true, staff: staff.map(toStaffAccount), invites: open.map((row) => toInvite(row)) };
  });

  app.post(
    API_PATHS.adminInvites,
    { config: OWNER_ONLY, schema: schema('Invite by e-mail with a role; answers the link to copy', { body: NewInvite, response: { 200: InviteResponse, 409: ErrorResponse } }) },
    async (request) => {
      const made = await invites.create(request.body.email, request.body.role, request.adminId!);
      if (made === 'exists') throw new HttpError(409, STAFF_ACCOUNT_MESSAGES.alreadyStaff);
      logSecurityEvent(request.log, 'staff.invite', { adminId: request.adminId, inviteId: made.row.id, role: made.row.role });
      const invite = await deliver(request.log, made);
      return { success: true, message: invite.emailed ? `Invite e-mailed to ${invite.email}.` : 'Invite created: copy its link.', invite };
    },
  );

  app.post(
    API_PATHS.adminInviteResend,
    { config: OWNER_ONLY, schema: schema('A new link for an invite; the old link dies', { params: StaffIdParams, response: { 200: InviteResponse, 404: ErrorResponse } }) },
    async (request) => {
      const made = await invites.resend(existing(request.params.id, STAFF_ACCOUNT_MESSAGES.noSuchInvite));
      if (!made) throw new HttpError(404, STAFF_ACCOUNT_MESSAGES.noSuchInvite);
      logSecurityEvent(request.log, 'staff.invite_resend', { adminId: request.adminId, inviteId: made.row.id });
      const invite = await deliver(request.log, made);
      return { success: true, message: invite.emailed ? `Invite e-mailed again to ${invite.email}.` : 'New invite link created: copy it.', invite };
    },
  );

  app.delete(
    API_PATHS.adminInvite,
    { config: OWNER_ONLY, schema: schema('Revoke an invite: its link stops working', { params: StaffIdParams, response: { 200: MessageResponse, 404: ErrorResponse } }) },
    async (request) => {
      if (!(await invites.revoke(existing(request.params.id, STAFF_ACCOUNT_MESSAGES.noSuchInvite)))) throw new HttpError(404, STAFF_ACCOUNT_MESSAGES.noSuchInvite);
      logSecurityEvent(request.log, 'staff.invite_revoke', { adminId: request.adminId, inviteId: request.params.id });
      return { success: true, message: 'Invite revoked.' };
    },
  );

  app.put(
    API_PATHS.adminStaffMember,
    { config: OWNER_ONLY, schema: schema("Change an account's role", { params: StaffIdParams, body: RoleChange, response: { 200: MessageResponse, 404: ErrorResponse } }) },
    async (request) => {
      const row = await accounts.changeRole(existing(request.params.id, STAFF_ACCOUNT_MESSAGES.noSuchAccount), request.body.role);
      logSecurityEvent(request.log, 'staff.role', { adminId: request.adminId, targetId: row.id, role: row.role });
      return { success: true, message: `${row.email} is now ${row.role === 'author' || row.role === 'editor' || row.role === 'owner' ? 'an' : 'a'} ${row.role}.` };
    },
  );

  app.put(
    API_PATHS.adminStaffSuspension,
    {
      config: OWNER_ONLY,
      schema: schema('Suspend (its sessions end at once) or unsuspend an account', { params: StaffIdParams, body: SuspensionChange, response: { 200: MessageResponse, 400: ErrorResponse, 404: ErrorResponse } }),
    },
    async (request) => {
      const id = existing(request.params.id, STAFF_ACCOUNT_MESSAGES.noSuchAccount);
      if (id === request.adminId && request.body.suspended) throw new HttpError(400, STAFF_ACCOUNT_MESSAGES.notYourself);
      const { row, sessionsEnded } = await accounts.setSuspended(id, request.body.suspended);
      logSecurityEvent(request.log, request.body.suspended ? 'staff.suspend' : 'staff.unsuspend', { adminId: request.adminId, targetId: row.id, sessionsEnded });
      return { success: true, message: request.body.suspended ? `${row.email} is suspended and signed out.` : `${row.email} can sign in again.` };
    },
  );

  app.delete(
    API_PATHS.adminStaffMember,
    {
      config: OWNER_ONLY,
      schema: schema('Remove an account; its posts go to the staff member picked', { params: StaffIdParams, body: StaffRemoval, response: { 200: MessageResponse, 400: ErrorResponse, 404: ErrorResponse } }),
    },
    async (request) => {
      const id = existing(request.params.id, STAFF_ACCOUNT_MESSAGES.noSuchAccount);
      if (!isUuid(request.body.handOverTo)) throw new HttpError(400, STAFF_ACCOUNT_MESSAGES.handOverInvalid);
      const moved = await accounts.remove(id, request.body.handOverTo);
      logSecurityEvent(request.log, 'staff.remove', { adminId: request.adminId, targetId: id, handOverTo: request.body.handOverTo, postsMoved: moved });
      return { success: true, message: `Account removed; ${moved} post${moved === 1 ? '' : 's'} handed over.` };
    },
  );
};
