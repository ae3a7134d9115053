import { NavLink, Outlet, useLocation, useNavigate, type StaffAction } from '@studyhub/shared-api';
import { useLogoutMutation } from '../../common/api/index.ts';
import { Button, ExternalLinkIcon } from '@studyhub/shared-ui';
import { use, useEffect, useRef } from 'react';
import { SiteUrlContext } from '../../common/site-url.ts';
import { focusPageHeading } from '../../common/focus-page-heading.ts';
import styles from './AdminLayout.module.css';
import { useStaff } from '../../common/use-staff.ts';
import { LogoutAllButton } from './LogoutAllButton.tsx';
import { PendingCount } from './PendingCount.tsx';

interface SidebarItem {
  to: string;
  label: string;
  end: boolean;
  /** What the role must be allowed to see the item (issue 36); shown to every role without one. */
  needs?: StaffAction;
  /** Shown before the role is known: the items every account had before roles are. */
  whileUnknown?: boolean;
}

const SIDEBAR: readonly SidebarItem[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/addBlog', label: 'Add Blog', end: false },
  { to: '/admin/listBlog', label: 'Blog Lists', end: false },
  { to: '/admin/review', label: 'Pending review', end: false, needs: 'post.review', whileUnknown: false },
  // docs/product.md#routes spells this path with a capital C; the lower-case one works too.
  { to: '/admin/Comments', label: 'Comments', end: false, needs: 'comment.moderate' },
  { to: '/admin/audit', label: 'Audit log', end: false, needs: 'audit.read', whileUnknown: false },
  { to: '/admin/staff', label: 'Staff', end: false, needs: 'staff.manage', whileUnknown: false },
  { to: '/admin/backups', label: 'Backups', end: false, needs: 'site.backup', whileUnknown: false },
  { to: '/admin/releases', label: 'Releases', end: false, needs: 'site.releases', whileUnknown: false },
  // Every account has its own page.
  { to: '/admin/account', label: 'Account', end: false },
];


interface Props {
  /** Move focus to the page heading on first show (right after logging in). */
  focusOnShow?: boolean;
}

export function AdminLayout({ focusOnShow = false }: Props) {
  const siteUrl = use(SiteUrlContext);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const { can } = useStaff();

  // A page change inside the portal starts the reader at the new page, as a page load would.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || focusOnShow) focusPageHeading();
    shown.current = true;
  }, [pathname, focusOnShow]);

  const leave = async () => {
    // Revokes the token on the server, then forgets it here (even when the server is unreachable).
    await logout();
    void navigate('/');
  };

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <h1>Admin Portal</h1>
        <a href={siteUrl} target="_blank" rel="noopener noreferrer" className={styles.viewSite}>
          View Site <ExternalLinkIcon />
          <span className={styles.hidden}> (opens in a new tab)</span>
        </a>
        <div className={styles.session}>
          <Button variant="secondary" onClick={() => void leave()} loading={loggingOut}>
            Logout
          </Button>
          <LogoutAllButton />
        </div>
      </header>
      <nav className={styles.sidebar} aria-label="Admin">
        {SIDEBAR.filter((item) => !item.needs || can(item.needs, undefined, item.whileUnknown)).map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end}>
            {item.label}
            {item.needs === 'post.review' && <PendingCount />}
          </NavLink>
        ))}
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
