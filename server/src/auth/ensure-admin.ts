import type { AppConfig } from '../config.ts';
import type { AppDatabase } from '../db/client.ts';
import { createAdminAccounts } from './admin-accounts.ts';
import { DEMO_ADMIN } from './demo-admin.ts';
import { logSecurityEvent, type SecurityLogger } from './security-log.ts';

/** The credentials the site runs with: the configured admin, else the demo admin in demo mode. */
export function adminCredentials(config: Pick<AppConfig, 'admin' | 'demoMode'>) {
  return config.admin ?? (config.demoMode ? DEMO_ADMIN : undefined);
}

/**
 * At every start the administrator of the configuration becomes the only one: any other account
 * (the demo admin of an earlier demo start, a renamed admin) is deleted with its sessions, and
 * a changed password ends every session of the account.
 */
export async function ensureAdmin(db: AppDatabase, config: Pick<AppConfig, 'admin' | 'demoMode'>, log: SecurityLogger): Promise<void> {
  const credentials = adminCredentials(config);
  const accounts = createAdminAccounts(db);
  for (const account of await accounts.removeAllExcept(credentials?.email)) {
    logSecurityEvent(log, 'admin.removed', { account, reason: 'not the configured administrator' });
  }
  if (!credentials) return;
  const { outcome, sessionsEnded } = await accounts.setPassword(credentials.email, credentials.password);
  if (outcome === 'created') logSecurityEvent(log, 'admin.created', { account: credentials.email });
  if (outcome === 'changed') logSecurityEvent(log, 'admin.password_changed', { account: credentials.email, sessionsEnded });
}
