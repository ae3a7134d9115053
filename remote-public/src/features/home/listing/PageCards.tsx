import { useGetBlogPageQuery, type BlogPageQuery } from '@studyhub/shared-api';
import { ResourceCard } from '../../../common/post-cards/ResourceCard.tsx';

/** The cards of one page after the first, inside the listing's one list. */
export function PageCards({ query }: { query: BlogPageQuery }) {
  const { data } = useGetBlogPageQuery(query);
  return data?.blogs.map((blog) => <ResourceCard key={blog._id} blog={blog} />);
}
