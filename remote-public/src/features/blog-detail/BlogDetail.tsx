import { apiErrorMessage, blogDescription, useGetBlogQuery, useParams } from '@studyhub/shared-api';
import { toast, usePageHead } from '@studyhub/shared-ui';
import { useEffect, useRef } from 'react';
import { isNotFound, PostLoading, PostMissing, WithFooter } from '../../common/post-page/PostPageStates.tsx';
import { BlogView } from './BlogView.tsx';

const MISSING_TEXTS = {
  notFoundTitle: 'Resource not found',
  notFound: 'The resource you are looking for does not exist or is no longer published.',
  failed: 'This resource could not be loaded',
};

/** docs/product.md#blog-detail: a spinner, then the post, or a clear state when it cannot be shown. */
export default function BlogDetail() {
  const { id = '' } = useParams();
  // currentData, not data: while another post loads, the previous one must not stand in for it.
  const { currentData: blog, error, isFetching, refetch } = useGetBlogQuery(id);
  const notFound = !blog && isNotFound(error);
  // The same head the static host served for this blog (docs/decisions/0038).
  usePageHead({ title: blog?.title ?? (notFound ? MISSING_TEXTS.notFoundTitle : undefined), description: blog ? blogDescription(blog) : undefined });

  useEffect(() => {
    // A failed load shows the server's message (docs/product.md#blog-detail). A missing post gets its own page instead.
    if (error && !isNotFound(error)) toast.error(apiErrorMessage(error), { id: 'blog-detail-error' });
  }, [error]);

  // Opening another post (a related link) keeps this page mounted: start it from the top.
  const shownId = useRef(id);
  useEffect(() => {
    if (shownId.current !== id) window.scrollTo({ top: 0 });
    shownId.current = id;
  }, [id]);

  if (blog) {
    return (
      <WithFooter>
        <BlogView blog={blog} />
      </WithFooter>
    );
  }
  if (isFetching || !error) return <PostLoading label="Loading resource..." />;
  return <PostMissing error={error} texts={MISSING_TEXTS} onRetry={() => void refetch()} />;
}
