import { useGetDraftPreviewQuery, useParams } from '@studyhub/shared-api';
import { PostArticle, useDocumentTitle } from '@studyhub/shared-ui';
import { useEffect } from 'react';
import { isNotFound, PostLoading, PostMissing, WithFooter } from '../../common/post-page/PostPageStates.tsx';
import styles from './DraftPreview.module.css';
import { DRAFT_PREVIEW_TEXTS as TEXTS } from './preview-texts.ts';

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
  if (isFetching || !error) return <PostLoading label={TEXTS.loading} />;
  return <PostMissing error={error} texts={TEXTS} onRetry={() => void refetch()} />;
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
