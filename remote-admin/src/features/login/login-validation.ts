import type { LoginRequest } from '@studyhub/shared-api';

export type LoginErrors = Partial<Record<keyof LoginRequest, string>>;

// Deliberately loose: the server has the final word; this catches typos before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LOGIN_MESSAGES = {
  emailRequired: 'Please enter your email',
  emailFormat: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
} as const;

/** docs/product.md#admin-login: email and password required, the email in email format. */
export function validateLogin({ email, password }: LoginRequest): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = LOGIN_MESSAGES.emailRequired;
  else if (!EMAIL.test(email.trim())) errors.email = LOGIN_MESSAGES.emailFormat;
  if (!password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}
