import type { StaffRole } from '@studyhub/shared-api/contract';
import { createSessionRepository } from '../../src/auth/session-repository.ts';
import { admins } from '../../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

export interface StaffSession {
  id: string;
  role: StaffRole;
  /** Raw, as the site sends it in `authorization`. */
  token: string;
}

/**
 * A staff account of `role` with a live session. It cannot sign in (no password hash to match):
 * the suites that need a login use admin-session.ts's account.
 */
export async function staffSession(testApp: TestApp, role: StaffRole, email = `${role}@test.example.edu`): Promise<StaffSession> {
  const [row] = await testApp.database.db.insert(admins).values({ email, passwordHash: 'no-login', role }).returning({ id: admins.id });
  const sessions = createSessionRepository(testApp.database.db, { ttlMs: testApp.config.sessionTtlMs, idleMs: testApp.config.sessionIdleMs });
  return { id: row!.id, role, token: await sessions.create(row!.id) };
}
