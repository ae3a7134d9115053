import argon2 from 'argon2';

/** argon2id with the library's defaults (RFC 9106 second recommendation). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Verifying against this when the e-mail is unknown makes both paths take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  const target = hash ?? (await (dummyHash ??= hashPassword('not-a-real-password')));
  const matches = await argon2.verify(target, password).catch(() => false);
  return hash !== undefined && matches;
}
