import { MIN_STAFF_PASSWORD_LENGTH, STAFF_ACCOUNT_MESSAGES } from '@studyhub/shared-api/admin';

/** A new password's checks before it is sent: the API's length floor, and the two typings agreeing. */
export function validateNewPassword(password: string, confirm: string): { password?: string; confirm?: string } {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) return { password: STAFF_ACCOUNT_MESSAGES.passwordTooShort };
  if (password !== confirm) return { confirm: 'The two passwords differ.' };
  return {};
}
