import { Link, NavLink, selectIsLoggedIn, useAppSelector, useLocation } from '@studyhub/shared-api';
import { type ComponentProps, type ReactNode, useEffect, useId, useState } from 'react';
import { MenuToggle } from './MenuToggle.tsx';
import styles from './NavBar.module.css';
import { NAV_LINKS } from '../../common/nav-links.ts';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? styles.active : undefined);

/** The section links: in the bar with their short labels, in the small-screen menu with their long ones. */
function SectionLinks({ label, ...list }: { label: 'label' | 'mobileLabel' } & ComponentProps<'ul'>) {
  return (
    <ul {...list}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={linkClass}>
            {link[label]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** `search` is the site search's entry, which the app composes in (features do not import each other). */
export function NavBar({ search }: { search?: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // A chosen destination closes the small-screen menu.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

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
        <SectionLinks label="label" className={styles.links} />
        <div className={styles.actions}>
          {search}
          <Link to="/admin" className={styles.admin}>
            {loggedIn ? (
              'Dashboard'
            ) : (
              <>
                {/* Hidden from sight only on the narrowest phones: the link's name stays "Admin Login". */}
                Admin <span className={styles.adminMore}>Login</span>
              </>
            )}
          </Link>
          <MenuToggle open={menuOpen} controls={menuId} onToggle={() => setMenuOpen((open) => !open)} />
        </div>
        <SectionLinks label="mobileLabel" id={menuId} className={styles.mobileMenu} hidden={!menuOpen} />
      </nav>
    </header>
  );
}
