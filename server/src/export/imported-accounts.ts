import { randomBytes } from 'node:crypto';

// An imported author's account (docs/export-format.md#authors): its id, e-mail, name, slug and role
// kept, but no way in, since an export holds no password. Its password hash is this marker, which
// no password verifies (argon2 refuses it as malformed), and it is suspended; an invite to its
// e-mail gives it a password and lifts the suspension (src/staff/staff-accounts.ts).

const MARKER = 'imported-no-password:';

/** A hash no password matches, different for every account. */
export const unusablePasswordHash = (): string => `${MARKER}${randomBytes(16).toString('hex')}`;

/** True for an imported account nobody has claimed yet. */
export const isUnclaimedImport = (passwordHash: string): boolean => passwordHash.startsWith(MARKER);
