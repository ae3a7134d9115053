import { Link, useGetSiteQuery } from '@studyhub/shared-api';
import styles from './Hero.module.css';

/**
 * The demo admin login, from the server's site config: only a server in demo mode publishes it,
 * so a production site shows nothing here.
 */
export function DemoBox() {
  const { data: site } = useGetSiteQuery();
  const demo = site?.demo;
  if (!demo) return null;
  return (
    <aside className={styles.demo} aria-labelledby="demo-title">
      <p className={styles.demoTag}>For demo purposes only</p>
      <h2 id="demo-title" className={styles.demoTitle}>
        Try the admin portal
      </h2>
      <dl className={styles.credentials}>
        <dt>Email</dt>
        <dd>
          <code>{demo.email}</code>
        </dd>
        <dt>Password</dt>
        <dd>
          <code>{demo.password}</code>
        </dd>
      </dl>
      <Link to="/admin" className={styles.demoLink}>
        Open the admin login
      </Link>
    </aside>
  );
}
