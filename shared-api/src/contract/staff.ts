import Type, { type Static } from 'typebox';
import { Envelope } from './envelopes.ts';
import { NO_NUL_PATTERN } from './requests.ts';
import { MAX_DISPLAY_NAME_LENGTH, MAX_STAFF_PASSWORD_LENGTH, MIN_STAFF_PASSWORD_LENGTH } from './staff-account-rules.ts';

// Staff accounts, invites and each account's own settings (issue 36, docs/decisions/0083).

const closed = { additionalProperties: false } as const;

// Written out (not mapped from STAFF_ROLES) so the schema's type keeps each literal; staff.test.ts checks they agree.
export const StaffRoleSchema = Type.Union([Type.Literal('owner'), Type.Literal('editor'), Type.Literal('author'), Type.Literal('contributor')], {
  description: 'owner, editor, author or contributor',
});

const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' });
const DisplayName = Type.String({ minLength: 1, maxLength: MAX_DISPLAY_NAME_LENGTH, pattern: '\\S' });
const Password = Type.String({ minLength: MIN_STAFF_PASSWORD_LENGTH, maxLength: MAX_STAFF_PASSWORD_LENGTH, pattern: NO_NUL_PATTERN });

export const NewInvite = Type.Object({ email: Email, role: StaffRoleSchema }, closed);
export type NewInvite = Static<typeof NewInvite>;

/** An invite as listed: never its token (only its SHA-256 is stored). */
export const StaffInvite = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: StaffRoleSchema,
  state: Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('revoked'), Type.Literal('expired')]),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type StaffInvite = Static<typeof StaffInvite>;

/** The invite just made or resent, with its link: the only answer that ever carries the token. */
export const CreatedInvite = Type.Object({
  ...StaffInvite.properties,
  path: Type.String({ description: 'The accept page, /admin/invite/<token>' }),
  url: Type.String({ description: 'The accept page on the site' }),
  emailed: Type.Boolean({ description: 'Whether it was sent by e-mail (SMTP_URL set)' }),
});
export type CreatedInvite = Static<typeof CreatedInvite>;

export const StaffAccount = Type.Object({
  id: Type.String(),
  email: Type.String(),
  displayName: Type.String(),
  role: StaffRoleSchema,
  status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type StaffAccount = Static<typeof StaffAccount>;

export const StaffIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, closed);
export type StaffIdParams = Static<typeof StaffIdParams>;
// No shape rule: a token of any other shape is as dead as any other wrong token.
export const InviteTokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) }, closed);
export type InviteTokenParams = Static<typeof InviteTokenParams>;

export const RoleChange = Type.Object({ role: StaffRoleSchema }, closed);
export type RoleChange = Static<typeof RoleChange>;
export const SuspensionChange = Type.Object({ suspended: Type.Boolean() }, closed);
export type SuspensionChange = Static<typeof SuspensionChange>;
export const StaffRemoval = Type.Object({ handOverTo: Type.String({ minLength: 1, maxLength: 64, description: 'The staff member who gets the posts' }) }, closed);
export type StaffRemoval = Static<typeof StaffRemoval>;

export const AcceptInvite = Type.Object({ displayName: DisplayName, password: Password }, closed);
export type AcceptInvite = Static<typeof AcceptInvite>;

export const DisplayNameChange = Type.Object({ displayName: DisplayName }, closed);
export type DisplayNameChange = Static<typeof DisplayNameChange>;
export const PasswordChange = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: MAX_STAFF_PASSWORD_LENGTH }), newPassword: Password },
  closed,
);
export type PasswordChange = Static<typeof PasswordChange>;

/**
 * Who is signed in: the portal's one who-am-I read (`GET /api/admin/account`). The Account page
 * shows it and `staffCan` judges the portal's controls by its role (docs/decisions/0083).
 */
export const MyAccount = Type.Object({ id: Type.String(), email: Type.String(), displayName: Type.String(), role: StaffRoleSchema, slug: Type.Union([Type.String(), Type.Null()]) });
export type MyAccount = Static<typeof MyAccount>;

export const InviteResponse = Envelope({ invite: CreatedInvite });
export type InviteResponse = Static<typeof InviteResponse>;
export const StaffListResponse = Envelope({ staff: Type.Array(StaffAccount), invites: Type.Array(StaffInvite) });
export type StaffListResponse = Static<typeof StaffListResponse>;
/** What an invite shows before it is accepted: whom it is for, as what. */
export const InviteInfoResponse = Envelope({ email: Type.String(), role: StaffRoleSchema });
export type InviteInfoResponse = Static<typeof InviteInfoResponse>;
export const MyAccountResponse = Envelope({ account: MyAccount });
export type MyAccountResponse = Static<typeof MyAccountResponse>;
