import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, DisplayNameChange, ErrorResponse, MessageResponse, MyAccountResponse, PasswordChange } from '@studyhub/shared-api/contract';
import { logSecurityEvent } from '../auth/security-log.ts';
import { tokenFromHeader } from '../auth/tokens.ts';
import { publicName } from '../bylines/author-slugs.ts';
import type { StaffAccounts } from './staff-accounts.ts';

export interface AccountRoutesOptions {
  accounts: StaffAccounts;
}

// Every role manages its own account (its id comes from the session, never the request).
const EVERY_ROLE = { staff: 'everyRole' } as const;

/**
 * Each account's own settings (issue 36): who am I (the portal's one who-am-I read, for its role
 * checks and its Account page), my display name, my password. Log out everywhere is logout-routes.ts.
 */
export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (app, { accounts }) => {
  const mine = async (id: string) => {
    const row = (await accounts.find(id))!;
    return { id: row.id, email: row.email, displayName: publicName(row), role: row.role as never, slug: row.slug };
  };

  app.get(API_PATHS.adminAccount, { config: EVERY_ROLE, schema: { tags: ['Staff'], summary: "The signed-in account: id, e-mail, display name, role and author slug", response: { 200: MyAccountResponse } } }, async (request) => ({
    success: true,
    account: await mine(request.adminId!),
  }));

  app.put(
    API_PATHS.adminAccount,
    { config: EVERY_ROLE, schema: { tags: ['Staff'], summary: 'Change your display name (your author page keeps its address)', body: DisplayNameChange, response: { 200: MyAccountResponse } } },
    async (request) => {
      await accounts.rename(request.adminId!, request.body.displayName);
      return { success: true, message: 'Display name saved.', account: await mine(request.adminId!) };
    },
  );

  app.put(
    API_PATHS.adminAccountPassword,
    {
      config: EVERY_ROLE,
      schema: { tags: ['Staff'], summary: 'Change your password; your other sessions end', body: PasswordChange, response: { 200: MessageResponse, 400: ErrorResponse } },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const sessionsEnded = await accounts.changePassword(request.adminId!, tokenFromHeader(request.headers.authorization)!, currentPassword, newPassword);
      logSecurityEvent(request.log, 'password.changed', { adminId: request.adminId, sessionsEnded });
      return { success: true, message: 'Password changed; your other sessions have ended.' };
    },
  );
};
