import type { BlogSummary } from '@studyhub/shared-api';
import { CategoryBadge, formatCardDate, ImageWithFallback } from '@studyhub/shared-ui';
import { useId } from 'react';
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

/** SPEC §2 blog card: the whole card is one link to the post, named by its title. */
export function ResourceCard({ blog, eager = false }: Props) {
  const id = useId();
  return (
    <li className={styles.item}>
      <Link to={`/blog/${blog._id}`} className={styles.card} aria-labelledby={`${id}-title`} aria-describedby={`${id}-meta ${id}-excerpt`}>
        <div className={styles.cover}>
          <ImageWithFallback
            src={blog.image}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            className={styles.coverImage}
          />
          <CategoryBadge category={blog.category} size="sm" className={styles.coverBadge} />
        </div>
        <div className={styles.body}>
          <p id={`${id}-meta`} className={styles.meta}>
            <span className={styles.srOnly}>{`Category: ${blog.category}, published`}</span>{' '}
            <time dateTime={blog.createdAt}>{formatCardDate(blog.createdAt)}</time>
          </p>
          <h3 id={`${id}-title`} className={styles.title}>
            {blog.title}
          </h3>
          <p id={`${id}-excerpt`} className={styles.excerpt}>
            {blog.excerpt}
          </p>
          <div className={styles.footer} aria-hidden="true">
            <span className={styles.readMore}>Read More →</span>
            <span className={styles.tag}>Academic Resource</span>
          </div>
        </div>
      </Link>
    </li>
  );
}
