import { loggedOut, useAppDispatch } from '@studyhub/shared-api';
import { Button } from '@studyhub/shared-ui';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import styles from './AdminLayout.module.css';

const SIDEBAR = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/addBlog', label: 'Add Blog', end: false },
  { to: '/admin/listBlog', label: 'Blog Lists', end: false },
  { to: '/admin/Comments', label: 'Comments', end: false },
] as const;

export function AdminLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = () => {
    dispatch(loggedOut());
    void navigate('/');
  };
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <h1>Admin Portal</h1>
        <a href="/" target="_blank" rel="noopener noreferrer">
          View Site
        </a>
        <Button variant="secondary" onClick={logout}>
          Logout
        </Button>
      </header>
      <nav className={styles.sidebar} aria-label="Admin">
        {SIDEBAR.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <section className={styles.content}>
        <Outlet />
      </section>
    </div>
  );
}
