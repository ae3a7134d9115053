import type { QueryError } from '@studyhub/shared-api';
import { toast } from '@studyhub/shared-ui';
import { useEffect } from 'react';

/** True when the server answered (an HTTP error or `success: false`), false for a thrown error. */
export const serverAnswered = (error: QueryError) => 'status' in error && typeof error.status === 'number';

/**
 * The failure in words, or undefined when there is none or it needs none: a refused token ends
 * the session, and the login screen with the session notice says so instead.
 */
export function failureText(error: QueryError | undefined, describe: (error: QueryError) => string): string | undefined {
  if (!error || ('status' in error && error.status === 401)) return undefined;
  return describe(error);
}

/** Toasts each new failure of a query once (docs/product.md#error-messages); the stable id lets a repeat replace it. */
export function useErrorToast(error: QueryError | undefined, text: string | undefined, id: string) {
  useEffect(() => {
    if (error && text) toast.error(text, { id });
  }, [error, text, id]);
}
