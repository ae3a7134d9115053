import { selectSessionEndedAt, SESSION_ENDED_MESSAGE, useAppSelector } from '@studyhub/shared-api';
import { toast } from '@studyhub/shared-ui';
import { useEffect } from 'react';

/**
 * Standalone, no shell tells the admin that the API ended their session: this does, with the
 * shell's words and toast id (decision 0019).
 */
export function SessionEndedNotice() {
  const sessionEndedAt = useAppSelector(selectSessionEndedAt);
  useEffect(() => {
    if (sessionEndedAt) toast.error(SESSION_ENDED_MESSAGE, { id: 'session-ended' });
  }, [sessionEndedAt]);
  return null;
}
