import { useGetBlogsQuery } from '@studyhub/shared-api';
import { Card, Spinner } from '@studyhub/shared-ui';
import { Link, useParams } from 'react-router-dom';
import styles from './BlogDetail.module.css';

export default function BlogDetail() {
  const { id } = useParams();
  const { blog, isLoading } = useGetBlogsQuery(undefined, {
    selectFromResult: ({ data, isLoading }) => ({ blog: data?.find((b) => b._id === id), isLoading }),
  });
  if (isLoading) return <Spinner label="Loading resource..." />;
  return (
    <article className={styles.page}>
      <Link to="/">Back to resources</Link>
      <Card as="section">
        {blog ? <h1>{blog.title}</h1> : <h1>Loading resource...</h1>}
        {blog && <p>{blog.category}</p>}
      </Card>
    </article>
  );
}
