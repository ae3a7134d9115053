import { type ApiError, apiErrorMessage, Link, type QueryError } from '@studyhub/shared-api';
import { Button, Spinner } from '@studyhub/shared-ui';
import type { ReactNode } from 'react';
import { SiteFooter } from '../footer/SiteFooter.tsx';
import styles from './PostPageStates.module.css';

/** Whether a failed read means the post (or draft) is not there, rather than unreachable. */
export const isNotFound = (error: unknown) => (error as Partial<ApiError> | undefined)?.status === 404;

/** The site's footer below a post, as on the home page, at the home page's width. */
export function WithFooter({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <div className={styles.footer}>
        <SiteFooter />
      </div>
    </>
  );
}

export function PostLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

interface MissingProps {
  /** The read's failure: a 404 says the post is not there, anything else that it could not be read. */
  error: QueryError;
  texts: { notFoundTitle: string; notFound: string; failed: string };
  onRetry: () => void;
}

/**
 * The blog page's and the draft page's one way of saying a post cannot be shown: gone (no retry),
 * or unreachable ("Try again"), each with a way home.
 */
export function PostMissing({ error, texts, onRetry }: MissingProps) {
  const notFound = isNotFound(error);
  return (
    <WithFooter>
      <section className={styles.missing} aria-labelledby="missing-title">
        <h1 id="missing-title">{notFound ? texts.notFoundTitle : texts.failed}</h1>
        <p>{notFound ? texts.notFound : apiErrorMessage(error, 'Please check your connection and try again.')}</p>
        <div className={styles.actions}>
          {!notFound && (
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Link to="/" className={styles.homeLink}>
            Back to home
          </Link>
        </div>
      </section>
    </WithFooter>
  );
}
