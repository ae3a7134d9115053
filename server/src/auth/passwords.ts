import argon2 from 'argon2';
import pLimit from 'p-limit';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane) rather than the
 * library's default (64 MiB, 3 passes, 4 lanes): every hash holds its memory cost while it runs,
 * so the default made each login 64 MiB of the API's memory (docs/decisions/0086).
 */
export const PASSWORD_HASHING = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes computed at once; the rest wait their turn. Bounds the API's memory whatever the number of
 * logins sent together (at most this many times memoryCost), and the login throttle already
 * spaces out one account's attempts.
 */
export const MAX_CONCURRENT_HASHES = 2;
const hashing = pLimit(MAX_CONCURRENT_HASHES);

/** How many hashes run and wait now (for tests of the bound). */
export const hashingLoad = () => ({ active: hashing.activeCount, waiting: hashing.pendingCount });

export function hashPassword(password: string): Promise<string> {
  return hashing(() => argon2.hash(password, PASSWORD_HASHING));
}

/** Whether `hash` was made with other settings than PASSWORD_HASHING (older accounts): rehash at the next login. */
export function passwordNeedsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, PASSWORD_HASHING);
  } catch {
    return false;
  }
}

// Verifying against this when the e-mail is unknown makes both paths take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  const target = hash ?? (await (dummyHash ??= hashPassword('not-a-real-password')));
  const matches = await hashing(() => argon2.verify(target, password)).catch(() => false);
  return hash !== undefined && matches;
}
