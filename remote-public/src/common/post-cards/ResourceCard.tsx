import type { BlogSummary } from '@studyhub/shared-api';
import { CategoryBadge, formatCardDate } from '@studyhub/shared-ui';
import { Link } from '@studyhub/shared-api';
import { authorPath, blogPath } from '@studyhub/shared-api/catalog';
import { CoverImage } from '../CoverImage.tsx';
import styles from './Listing.module.css';

/** Covers are stored at most 1280 px wide in 16:9; the box reserves that shape before they load. */
export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 720;

/**
 * The cover's width in each grid of Listing.module.css: the page's 1 rem padding each side and 1 rem
 * gaps; its content stops growing at 80 rem (1280 px), where 4 columns are 308 px.
 */
export const CARD_COVER_SIZES = [
  '(min-width: 1312px) 308px',
  '(min-width: 1280px) calc((100vw - 80px) / 4)',
  '(min-width: 1024px) calc((100vw - 64px) / 3)',
  '(min-width: 640px) calc((100vw - 48px) / 2)',
  'calc(100vw - 32px)',
].join(', ');

interface Props {
  blog: BlogSummary;
  /** False on the author's own page, where every card would name the page's heading again. */
  byline?: boolean;
}

/**
 * docs/product.md#blog-card; the whole card is one link to the post, its byline (docs/decisions/0083)
 * a link of its own below it, as a link cannot hold another. Its name is its visible text, title
 * first (WCAG 2.5.3), so the badge sits after the title in the DOM and is placed over the cover.
 */
export function ResourceCard({ blog, byline = true }: Props) {
  const author = byline ? blog.author : undefined;
  return (
    <li className={author ? `${styles.item} ${styles.withByline}` : styles.item}>
      <Link to={blogPath(blog._id)} className={styles.card}>
        <div className={styles.cover}>
          <CoverImage
            image={blog.image}
            sizes={CARD_COVER_SIZES}
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            // The hero's heading is the home page's largest paint and the cards start below the
            // fold on phones (docs/decisions/0052), so no cover is fetched ahead of need.
            loading="lazy"
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
      {author && (
        <p className={styles.byline}>
          By <Link to={authorPath(author.slug)}>{author.name}</Link>
        </p>
      )}
    </li>
  );
}
