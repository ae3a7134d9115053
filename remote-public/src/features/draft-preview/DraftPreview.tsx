import { type ApiError, apiErrorMessage, Link, useGetDraftPreviewQuery, useParams } from '@studyhub/shared-api';
import { Button, PostArticle, Spinner, useDocumentTitle } from '@studyhub/shared-ui';
import { useEffect, type ReactNode } from 'react';
import { SiteFooter } from '../../common/footer/SiteFooter.tsx';
import styles from './DraftPreview.module.css';
import { DRAFT_PREVIEW_TEXTS as TEXTS } from './preview-texts.ts';

const isNotFound = (error: unknown) => (error as Partial<ApiError> | undefined)?.status === 404;

/**
 * docs/product.md#share-a-draft: a post's current draft by a draft link, signed out, as readers
 * will see it (the blog page's own article, decision 0078), read-only: no sharing, no related
 * posts, no comments. Asked for on every visit, so a revoked link stops at once.
 */
export default function DraftPreview() {
  const { token = '' } = useParams();
  const { currentData: blog, error, isFetching, refetch } = useGetDraftPreviewQuery(token, { refetchOnMountOrArgChange: true });
  const notFound = !blog && isNotFound(error);
  useDocumentTitle(blog ? `${TEXTS.title}: ${blog.title}` : notFound ? TEXTS.notFoundTitle : TEXTS.title);
  useNoIndex();

  if (blog) {
    return (
      <WithFooter>
        <div className={styles.page}>
          <div role="note" aria-label={TEXTS.banner} className={styles.banner}>
            <strong className={styles.bannerTitle}>{TEXTS.banner}</strong>
            <span className={styles.bannerText}>{TEXTS.bannerDetail}</span>
          </div>
          <PostArticle blog={blog} />
        </div>
      </WithFooter>
    );
  }
  if (isFetching || !error) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label={TEXTS.loading} />
      </div>
    );
  }
  return (
    <WithFooter>
      <section className={styles.missing} aria-labelledby="missing-title">
        <h1 id="missing-title">{notFound ? TEXTS.notFoundTitle : TEXTS.failed}</h1>
        <p>{notFound ? TEXTS.notFound : apiErrorMessage(error, 'Please check your connection and try again.')}</p>
        {!notFound && (
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        )}
        <Link to="/" className={styles.homeLink}>
          Back to home
        </Link>
      </section>
    </WithFooter>
  );
}

/**
 * The host serves this page with `noindex` and no canonical link (decision 0078); a page reached
 * by a client-side navigation says the same, and takes nothing away it did not add.
 */
function useNoIndex(): void {
  useEffect(() => {
    const canonical = document.head.querySelector('link[rel="canonical"]');
    canonical?.remove();
    if (document.head.querySelector('meta[name="robots"][content~="noindex"]')) return;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
}

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
