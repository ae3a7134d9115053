import { apiErrorMessage, FIRST_LISTING_PAGE, selectSessionEndedAt, SESSION_ENDED_MESSAGE, useAppSelector, useGetBlogPageQuery } from '@studyhub/shared-api';
import { toast } from '@studyhub/shared-ui';
import { useEffect } from 'react';

/**
 * What the shell does once per page load: fetch the first page of the blog list (a failure is
 * toasted with the server's message) and tell the user when the API ended their session.
 */
export function StartupEffects() {
  const { error } = useGetBlogPageQuery(FIRST_LISTING_PAGE);
  const sessionEndedAt = useAppSelector(selectSessionEndedAt);

  useEffect(() => {
    if (error) toast.error(apiErrorMessage(error), { id: 'blog-list-error' });
  }, [error]);

  useEffect(() => {
    if (sessionEndedAt) toast.error(SESSION_ENDED_MESSAGE, { id: 'session-ended' });
  }, [sessionEndedAt]);

  return null;
}
