import { apiErrorMessage, type Blog, Link, useGetBlogPageQuery } from '@studyhub/shared-api';
import { blogPath } from '@studyhub/shared-api/catalog';
import { formatShortDate } from '@studyhub/shared-ui';
import { useEffect } from 'react';
import { CoverImage } from '../../common/CoverImage.tsx';
import styles from './BlogDetail.module.css';
import { RELATED_LIMIT, relatedPosts } from './related-posts.ts';

/** One column on phones, then three with 1 rem gaps in the post's column (at most 52 rem). */
export const RELATED_SIZES = '(min-width: 864px) 267px, (min-width: 640px) calc((100vw - 64px) / 3), calc(100vw - 32px)';

/**
 * Up to three other posts of the same category, newest first: the first page of that category,
 * one card more than shown in case it holds this post; it needs no list of every blog.
 */
export function RelatedPosts({ blog }: { blog: Blog }) {
  const { data: page, error } = useGetBlogPageQuery({ category: blog.category, limit: String(RELATED_LIMIT + 1) });
  const blogs = page?.blogs;

  useEffect(() => {
    // A related-content failure is only logged (docs/product.md#related-resources); the post itself still works.
    if (error) console.warn(`Related resources unavailable: ${apiErrorMessage(error)}`);
  }, [error]);

  const related = blogs ? relatedPosts(blogs, blog) : [];
  if (error || (blogs && related.length === 0)) return null;
  // While the page loads, its cards' room is kept (a title takes two lines at most), so the
  // comments below do not jump when they arrive; the first paint holds the same placeholders.
  return (
    <section className={styles.related} aria-labelledby="related-title" aria-busy={blogs ? undefined : true}>
      <h2 id="related-title" className={styles.sectionTitle}>
        Related Resources
      </h2>
      {blogs ? (
        <ul className={styles.relatedList}>
          {related.map((post) => (
            <li key={post._id}>
              <Link to={blogPath(post._id)} className={styles.relatedCard}>
                <CoverImage
                  image={post.image}
                  sizes={RELATED_SIZES}
                  width={320}
                  height={180}
                  loading="lazy"
                  className={styles.relatedImage}
                />
                <span className={styles.relatedTitle}>{post.title}</span>
                <time dateTime={post.createdAt} className={styles.relatedDate}>
                  {formatShortDate(post.createdAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <RelatedPlaceholders />
      )}
    </section>
  );
}

/** RELATED_LIMIT cards of the real cards' size, hidden from assistive tech. */
function RelatedPlaceholders() {
  return (
    <ul className={styles.relatedList} aria-hidden="true" data-testid="related-placeholders">
      {Array.from({ length: RELATED_LIMIT }, (_, index) => (
        <li key={index}>
          <span className={`${styles.relatedCard} ${styles.relatedPlaceholder}`}>
            <span className={styles.relatedImage} />
            <span className={styles.relatedTitle}>{'\u00a0'}</span>
            <span className={styles.relatedDate}>{'\u00a0'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
