import { apiErrorMessage, useGetBlogsQuery } from '@studyhub/shared-api';
import { Card, EmptyState, Spinner } from '@studyhub/shared-ui';
import { Link } from 'react-router-dom';
import styles from './Home.module.css';

export default function Home() {
  const { data: blogs, isLoading, error } = useGetBlogsQuery();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">Your campus knowledge hub</h1>
        <p>Notes, previous-year questions, videos and resources shared by faculty and students.</p>
      </section>
      <section aria-labelledby="resources-title">
        <h2 id="resources-title">Academic Resources</h2>
        {isLoading && <Spinner label="Loading resources…" />}
        {error && <EmptyState role="alert" title="Resources could not be loaded" hint={apiErrorMessage(error)} />}
        {blogs && blogs.length === 0 && <EmptyState title="No resources found" />}
        {blogs && blogs.length > 0 && (
          <ul className={styles.grid}>
            {blogs.map((blog) => (
              <Card as="li" key={blog._id}>
                <Link to={`/blog/${blog._id}`}>{blog.title}</Link>
                <p className={styles.category}>{blog.category}</p>
              </Card>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
