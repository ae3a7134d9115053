import { ErrorResponse } from '@studyhub/shared-api/contract';

/**
 * Schema parts every admin-only route shares: the token scheme of app.ts's OpenAPI document
 * (so the docs show the lock and "Try it out" sends the header) and the 401 envelope.
 */
export const ADMIN_ONLY = {
  security: [{ token: [] }],
  response: { 401: ErrorResponse },
} as const;
