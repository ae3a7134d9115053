import { type ApiError, apiErrorMessage, blogDescription, Link, useGetBlogQuery, useParams } from '@studyhub/shared-api';
import { Button, Spinner, toast, usePageHead } from '@studyhub/shared-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { SiteFooter } from '../../common/footer/SiteFooter.tsx';
import styles from './BlogDetail.module.css';
import { BlogView } from './BlogView.tsx';

const isNotFound = (error: unknown) => (error as Partial<ApiError> | undefined)?.status === 404;

/** docs/product.md#blog-detail: a spinner, then the post, or a clear state when it cannot be shown. */
export default function BlogDetail() {
  const { id = '' } = useParams();
  // currentData, not data: while another post loads, the previous one must not stand in for it.
  const { currentData: blog, error, isFetching, refetch } = useGetBlogQuery(id);
  const notFound = !blog && isNotFound(error);
  // The same head the static host served for this blog (docs/decisions/0038).
  usePageHead({ title: blog?.title ?? (notFound ? 'Resource not found' : undefined), description: blog ? blogDescription(blog) : undefined });

  useEffect(() => {
    // A failed load shows the server's message (docs/product.md#blog-detail). A missing post gets its own page instead.
    if (error && !isNotFound(error)) toast.error(apiErrorMessage(error), { id: 'blog-detail-error' });
  }, [error]);

  // Opening another post (a related link) keeps this page mounted: start it from the top.
  const shownId = useRef(id);
  useEffect(() => {
    if (shownId.current !== id) window.scrollTo({ top: 0 });
    shownId.current = id;
  }, [id]);

  if (blog) {
    return (
      <WithFooter>
        <BlogView blog={blog} />
      </WithFooter>
    );
  }
  if (isFetching || !error) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Loading resource..." />
      </div>
    );
  }
  return (
    <WithFooter>
      <section className={styles.missing} aria-labelledby="missing-title">
        <h1 id="missing-title">{notFound ? 'Resource not found' : 'This resource could not be loaded'}</h1>
        <p>
          {notFound
            ? 'The resource you are looking for does not exist or is no longer published.'
            : apiErrorMessage(error, 'Please check your connection and try again.')}
        </p>
        <div className={styles.missingActions}>
          {!notFound && (
            <Button variant="secondary" onClick={() => void refetch()}>
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

/** The site's footer below the post, as on the home page, at the home page's width. */
function WithFooter({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <div className={styles.footer}>
        <SiteFooter />
      </div>
    </>
  );
}
