import type { BlogSummary } from '@studyhub/shared-api';
import { CategoryBadge, formatCardDate, ImageWithFallback } from '@studyhub/shared-ui';
import { Link } from 'react-router-dom';
import styles from './Listing.module.css';

/** Covers are stored at most 1280 px wide in 16:9; the box reserves that shape before they load. */
export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 720;

interface Props {
  blog: BlogSummary;
  /** Cards in the first row load their cover at once; the rest wait until scrolled near. */
  eager?: boolean;
}

/**
 * docs/product.md#blog-card; the whole card is one link to the post. Its name is its visible text, title
 * first (WCAG 2.5.3), so the badge sits after the title in the DOM and is placed over the cover.
 */
export function ResourceCard({ blog, eager = false }: Props) {
  return (
    <li className={styles.item}>
      <Link to={`/blog/${blog._id}`} className={styles.card}>
        <div className={styles.cover}>
          <ImageWithFallback
            src={blog.image}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            className={styles.coverImage}
          />
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{blog.title}</h3>
          <p className={styles.meta}>
            <time dateTime={blog.createdAt}>{formatCardDate(blog.createdAt)}</time>{' '}
            <CategoryBadge category={blog.category} size="sm" className={styles.coverBadge} />
          </p>
          <p className={styles.excerpt}>{blog.excerpt}</p>
          <p className={styles.footer}>
            <span className={styles.readMore}>Read More →</span> <span className={styles.tag}>Academic Resource</span>
          </p>
        </div>
      </Link>
    </li>
  );
}
