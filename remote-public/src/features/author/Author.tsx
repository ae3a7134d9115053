import { apiErrorMessage, useGetAuthorQuery, useParams } from '@studyhub/shared-api';
import { authorPageDescription, authorPath, authorRssPath } from '@studyhub/shared-api/catalog';
import { toast, usePageHead } from '@studyhub/shared-ui';
import { useEffect } from 'react';
import { isNotFound, PostLoading, PostMissing, WithFooter } from '../../common/post-page/PostPageStates.tsx';
import styles from './Author.module.css';
import { AuthorPosts } from './AuthorPosts.tsx';
import { AUTHOR_TEXTS, postCountLabel } from './author-texts.ts';

/** docs/product.md#author-page (docs/decisions/0083): an author's name, their feed, and their published posts with "Load more". */
export default function Author() {
  const { slug = '' } = useParams();
  // currentData, not data: while another author loads, the previous one must not stand in for them.
  const { currentData: author, error, isFetching, refetch } = useGetAuthorQuery(slug);
  const notFound = !author && isNotFound(error);
  // The same head the static host served for this author.
  usePageHead({
    title: author?.name ?? (notFound ? AUTHOR_TEXTS.notFoundTitle : undefined),
    description: author ? authorPageDescription(author) : undefined,
    path: author ? authorPath(author.slug) : undefined,
  });

  useEffect(() => {
    if (error && !isNotFound(error)) toast.error(apiErrorMessage(error), { id: 'author-error' });
  }, [error]);

  if (author) {
    return (
      <WithFooter>
        <div className={styles.page}>
          <header className={styles.header}>
            <p className={styles.kicker}>Author</p>
            <h1 id="author-title" className={styles.title}>
              {author.name}
            </h1>
            <p className={styles.meta}>
              {postCountLabel(author.posts)}
              <span aria-hidden="true"> · </span>
              <a href={authorRssPath(author.slug)} type="application/rss+xml">
                RSS feed of {author.name}’s posts
              </a>
            </p>
          </header>
          <AuthorPosts slug={author.slug} name={author.name} />
        </div>
      </WithFooter>
    );
  }
  if (isFetching || !error) return <PostLoading label={AUTHOR_TEXTS.loading} />;
  return <PostMissing error={error} texts={AUTHOR_TEXTS} onRetry={() => void refetch()} />;
}
