// Staff accounts' rules and words (issue 36, docs/decisions/0083); free of TypeBox, so clients import them.

/** Invites die after this many days. */
export const INVITE_DAYS = 7;
/** Every staff password, as argon2id hashes it (the same floor as ADMIN_PASSWORD in production). */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
export const MAX_STAFF_PASSWORD_LENGTH = 256;
export const MAX_DISPLAY_NAME_LENGTH = 80;

/** The words the API answers and the portal shows as they are. */
export const STAFF_ACCOUNT_MESSAGES = {
  /** One answer for an expired, used, revoked or unknown invite, so a guess learns nothing. */
  inviteDead: 'This invite link is not valid: it has expired, been used or been revoked. Ask the owner for a new one.',
  alreadyStaff: 'An account with this e-mail already exists.',
  noSuchAccount: 'No such staff account.',
  noSuchInvite: 'No such invite.',
  notYourself: 'You cannot suspend your own account.',
  handOverInvalid: 'Pick another active staff member to receive the posts.',
  wrongPassword: 'The current password is not right.',
  passwordTooShort: `A password needs at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`,
} as const;

export const INVITE_STATES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InviteState = (typeof INVITE_STATES)[number];
