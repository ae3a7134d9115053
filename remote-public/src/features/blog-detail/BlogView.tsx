import { type Blog, Link, useGetCommentsQuery } from '@studyhub/shared-api';
import { authorPath } from '@studyhub/shared-api/catalog';
import { PostArticle } from '@studyhub/shared-ui';
import styles from './BlogDetail.module.css';
import { CommentsSection } from './CommentsSection.tsx';
import { commentCountLabel } from './labels.ts';
import { RelatedPosts } from './RelatedPosts.tsx';
import { ShareRow } from './ShareRow.tsx';

export { HERO_SIZES } from '@studyhub/shared-ui';

/** One loaded post: the article readers get (shared-ui's, decision 0078), sharing, related posts and the discussion. */
export function BlogView({ blog }: { blog: Blog }) {
  const { data: comments } = useGetCommentsQuery(blog._id);
  return (
    <div className={styles.page}>
      <Link to="/" className={styles.back}>
        ← Back to resources
      </Link>
      <PostArticle
        blog={blog}
        authorLink={(author) => <Link to={authorPath(author.slug)}>{author.name}</Link>}
        notice={!blog.isPublished && <p className={styles.draft}>Draft preview: only administrators can see this until it is published.</p>}
        meta={
          comments && (
            <>
              <span aria-hidden="true"> · </span>
              <a href="#comments">{commentCountLabel(comments.length)}</a>
            </>
          )
        }
      >
        <ShareRow title={blog.title} />
      </PostArticle>
      <RelatedPosts blog={blog} />
      <CommentsSection blogId={blog._id} canComment={blog.isPublished} />
    </div>
  );
}
