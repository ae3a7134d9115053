import type { AppConfig } from '../config.ts';
import type { Queryable } from '../db/client.ts';
import { upsertAdmin } from './admin-repository.ts';
import { DEMO_ADMIN } from './demo-admin.ts';

/** The credentials the site runs with: the configured admin, else the demo admin in demo mode. */
export function adminCredentials(config: Pick<AppConfig, 'admin' | 'demoMode'>) {
  return config.admin ?? (config.demoMode ? DEMO_ADMIN : undefined);
}

/** Makes sure the administrator of the configuration exists with the configured password. */
export async function ensureAdmin(db: Queryable, config: Pick<AppConfig, 'admin' | 'demoMode'>): Promise<void> {
  const credentials = adminCredentials(config);
  if (credentials) await upsertAdmin(db, credentials.email, credentials.password);
}
