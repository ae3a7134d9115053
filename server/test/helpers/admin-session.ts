import { upsertAdmin } from '../../src/auth/admin-repository.ts';
import { createSessionRepository } from '../../src/auth/session-repository.ts';
import type { TestApp } from './test-app.ts';

export const TEST_ADMIN = { email: 'admin@test.example.edu', password: 'correct-horse-battery' } as const;

/** Creates the test admin (if needed) and a live session; returns its token. */
export async function adminToken(testApp: TestApp, now = new Date()): Promise<string> {
  const adminId = await upsertAdmin(testApp.database.db, TEST_ADMIN.email, TEST_ADMIN.password);
  return createSessionRepository(testApp.database.db, testApp.config.sessionTtlMs).create(adminId, now);
}

/** Headers carrying the token raw, as the site sends it (SPEC §4). */
export const asAdmin = (token: string) => ({ authorization: token });
