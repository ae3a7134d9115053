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
  if (related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.sectionTitle}>
        Related Resources
      </h2>
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
    </section>
  );
}
