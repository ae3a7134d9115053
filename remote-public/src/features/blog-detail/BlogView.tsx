import { type Blog, Link, useGetCommentsQuery } from '@studyhub/shared-api';
import { CategoryBadge, formatLongDate } from '@studyhub/shared-ui';
import { CoverImage } from '../../common/CoverImage.tsx';
import styles from './BlogDetail.module.css';
import { CommentsSection } from './CommentsSection.tsx';
import { commentCountLabel } from './labels.ts';
import { PostBody } from './post-body/PostBody.tsx';
import { RelatedPosts } from './RelatedPosts.tsx';
import { ShareRow } from './ShareRow.tsx';

/** The cover spans the page's column: the viewport less 1 rem padding each side, up to its 52 rem. */
export const HERO_SIZES = '(min-width: 864px) 832px, calc(100vw - 32px)';

/** One loaded post: header, cover, body, sharing, related posts and the discussion. */
export function BlogView({ blog }: { blog: Blog }) {
  const { data: comments } = useGetCommentsQuery(blog._id);
  return (
    <div className={styles.page}>
      <Link to="/" className={styles.back}>
        ← Back to resources
      </Link>
      <article className={styles.post} aria-labelledby="post-title">
        <header className={styles.header}>
          {!blog.isPublished && <p className={styles.draft}>Draft preview: only administrators can see this until it is published.</p>}
          <CategoryBadge category={blog.category} />
          <h1 id="post-title" className={styles.title}>
            {blog.title}
          </h1>
          {blog.subTitle && <p className={styles.subtitle}>{blog.subTitle}</p>}
          <p className={styles.meta}>
            <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt)}</time>
            {comments && (
              <>
                <span aria-hidden="true"> · </span>
                <a href="#comments">{commentCountLabel(comments.length)}</a>
              </>
            )}
          </p>
        </header>
        {/* The page's largest image: fetched first, at once. */}
        <CoverImage
          image={blog.image}
          sizes={HERO_SIZES}
          width={1280}
          height={720}
          loading="eager"
          fetchPriority="high"
          className={styles.cover}
        />
        <PostBody html={blog.description} />
        <ShareRow title={blog.title} />
      </article>
      <RelatedPosts blog={blog} />
      <CommentsSection blogId={blog._id} canComment={blog.isPublished} />
    </div>
  );
}
