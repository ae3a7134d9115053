import { admins } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { createSessionRepository } from '../../src/auth/session-repository.ts';
import type { TestApp } from './test-app.ts';

export const TEST_ADMIN = { email: 'admin@test.example.edu', password: 'correct-horse-battery' } as const;

// argon2 is deliberately slow; one hash per test file is enough.
let passwordHash: Promise<string> | undefined;

/** Creates the test admin (if needed) and a live session; returns its token. */
export async function adminToken(testApp: TestApp, now = new Date()): Promise<string> {
  const [admin] = await testApp.database.db
    .insert(admins)
    .values({ email: TEST_ADMIN.email, passwordHash: await (passwordHash ??= hashPassword(TEST_ADMIN.password)) })
    .onConflictDoUpdate({ target: admins.email, set: { email: TEST_ADMIN.email } })
    .returning({ id: admins.id });
  return createSessionRepository(testApp.database.db, { ttlMs: testApp.config.sessionTtlMs, idleMs: testApp.config.sessionIdleMs }).create(admin!.id, now);
}

/** Headers carrying the token raw, as the site sends it (docs/product.md#session-and-token). */
export const asAdmin = (token: string) => ({ authorization: token });
