import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { admins } from '../db/schema.ts';
import { hashPassword } from './passwords.ts';

export async function findAdminByEmail(db: Queryable, email: string) {
  const [admin] = await db.select().from(admins).where(eq(admins.email, email.toLowerCase())).limit(1);
  return admin;
}

/** Creates the administrator, or sets a new password for an existing one. */
export async function upsertAdmin(db: Queryable, email: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(admins)
    .values({ email: email.toLowerCase(), passwordHash })
    .onConflictDoUpdate({ target: admins.email, set: { passwordHash } })
    .returning({ id: admins.id });
  return row!.id;
}
