import { selectIsLoggedIn, useAppSelector } from '@studyhub/shared-api';
import { Link, NavLink } from 'react-router-dom';
import styles from './NavBar.module.css';
import { NAV_LINKS } from './nav-links.ts';

export function NavBar() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>
            <span className={styles.name}>StudyHub</span>
            <span className={styles.tagline}>Learn together, grow together</span>
          </span>
        </Link>
        <ul className={styles.links}>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Link to="/admin" className={styles.admin}>
          {loggedIn ? 'Dashboard' : 'Admin Login'}
        </Link>
      </nav>
    </header>
  );
}
