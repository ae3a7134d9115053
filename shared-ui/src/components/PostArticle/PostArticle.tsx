import { type Blog, type BlogAuthor, coverSources } from '@studyhub/shared-api/contract';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../helpers/date-format.ts';
import { CategoryBadge } from '../CategoryBadge/CategoryBadge.tsx';
import { ImageWithFallback } from '../ImageWithFallback/ImageWithFallback.tsx';
import styles from './PostArticle.module.css';
import { PostBody } from './PostBody.tsx';

/** The cover spans the blog page's column: the viewport less 1 rem padding each side, up to its 52 rem. */
export const HERO_SIZES = '(min-width: 864px) 832px, calc(100vw - 32px)';

export interface PostArticleProps {
  /** The post in the API's reader shape: `description` is the HTML the server rendered. */
  blog: Pick<Blog, 'title' | 'subTitle' | 'category' | 'image' | 'createdAt' | 'description' | 'author'>;
  /**
   * The byline's link to the author's page (docs/decisions/0083), the app's router link; without
   * it (a preview) the name is plain text. No byline for a post without an author.
   */
  authorLink?: (author: BlogAuthor) => ReactNode;
  /** Above the badge, inside the header: e.g. a note that this is not published. */
  notice?: ReactNode;
  /** After the date on the meta line, e.g. the comment count. */
  meta?: ReactNode;
  /** After the body, inside the article, e.g. the share row. */
  children?: ReactNode;
  /** The cover's `sizes` in this layout (docs/decisions/0052). */
  coverSizes?: string;
}

/**
 * A post exactly as readers see it (docs/decisions/0078): header, cover and the rendered body. The
 * blog page, the signed-out draft page and the editor's Preview all render this one component, so
 * a preview cannot drift from the page it previews.
 */
export function PostArticle({ blog, notice, meta, children, coverSizes = HERO_SIZES, authorLink }: PostArticleProps) {
  return (
    <article className={styles.post} aria-labelledby="post-title">
      <header className={styles.header}>
        {notice}
        <CategoryBadge category={blog.category} />
        <h1 id="post-title" className={styles.title}>
          {blog.title}
        </h1>
        {blog.subTitle && <p className={styles.subtitle}>{blog.subTitle}</p>}
        {/*
          A line of its own, which a first paint without an author drops whole (docs/decisions/0083):
          beside the date, a long name plus the comment count the app adds later would wrap the line
          after the first paint and push the page down.
        */}
        {blog.author && (
          <p className={styles.byline} data-byline="">
            By {authorLink ? authorLink(blog.author) : blog.author.name}
          </p>
        )}
        <p className={styles.meta}>
          <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt)}</time>
          {meta}
        </p>
      </header>
      {/* The page's largest image, decorative beside the title that names the post: fetched first, at once. */}
      <ImageWithFallback
        {...coverSources(blog.image)}
        alt=""
        sizes={coverSizes}
        width={1280}
        height={720}
        loading="eager"
        fetchPriority="high"
        className={styles.cover}
      />
      <PostBody html={blog.description} />
      {children}
    </article>
  );
}
