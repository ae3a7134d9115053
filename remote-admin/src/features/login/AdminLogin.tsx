import { Card } from '@studyhub/shared-ui';
import styles from './AdminLogin.module.css';

export function AdminLogin() {
  return (
    <div className={styles.page}>
      <Card as="section" aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">Admin Login</h1>
        <p>Enter your credentials to access the admin panel</p>
      </Card>
    </div>
  );
}
