import type { AppConfig } from '../config.ts';
import type { AppDatabase } from '../db/client.ts';
import { giveMissingSlugs } from '../bylines/author-slugs.ts';
import { createAdminAccounts } from './admin-accounts.ts';
import { DEMO_ADMIN, DEMO_STAFF } from './demo-admin.ts';
import { logSecurityEvent, type SecurityLogger } from './security-log.ts';

/** The credentials the site runs with: the configured admin, else the demo admin in demo mode. */
export function adminCredentials(config: Pick<AppConfig, 'admin' | 'demoMode'>) {
  return config.admin ?? (config.demoMode ? DEMO_ADMIN : undefined);
}

/**
 * The accounts every start sets (docs/decisions/0083): the configured administrator is an owner
 * (created, or kept with its role and any suspension lifted), and in demo mode the demo staff are
 * seeded, one per role. Other staff accounts are left alone; the demo accounts are removed
 * wherever they are not wanted, so none survives a production restart. A changed password ends
 * every session of the account. Posts without an author go to the owner;
 * accounts without an author page's slug get one.
 */
export async function ensureAdmin(db: AppDatabase, config: Pick<AppConfig, 'admin' | 'demoMode'>, log: SecurityLogger): Promise<void> {
  const credentials = adminCredentials(config);
  const accounts = createAdminAccounts(db);
  const ownerEmail = credentials?.email.toLowerCase();
  // The configured owner stays an owner even if its e-mail is one of the demo staff's.
  const demoStaff = config.demoMode ? DEMO_STAFF.filter((account) => account.email !== ownerEmail) : [];
  const wanted = [...(credentials ? [{ ...credentials, role: 'owner' as const }] : []), ...demoStaff];
  const wantedEmails = new Set(wanted.map((account) => account.email.toLowerCase()));
  const unwantedDemo = [DEMO_ADMIN, ...DEMO_STAFF].map((account) => account.email).filter((email) => !wantedEmails.has(email));
  for (const account of await accounts.remove(unwantedDemo)) {
    logSecurityEvent(log, 'admin.removed', { account, reason: 'a demo account outside demo mode' });
  }
  for (const { email, password, role } of wanted) {
    const { id, outcome, sessionsEnded } = await accounts.setPassword(email, password, role);
    if (outcome === 'created') logSecurityEvent(log, 'admin.created', { account: email, role });
    if (outcome === 'changed') logSecurityEvent(log, 'admin.password_changed', { account: email, sessionsEnded });
    if (role === 'owner') await accounts.adoptAuthorlessPosts(id);
  }
  // Every byline links to an author page: accounts from before them get their slugs.
  await giveMissingSlugs(db);
}
