import { Navigate, Route, Routes, selectIsLoggedIn, useAppSelector } from '@studyhub/shared-api';
import { useState } from 'react';
import AddBlog from '../features/add-blog/AddBlog.tsx';
import AuditLog from '../features/audit-log/AuditLog.tsx';
import Backups from '../features/backups/Backups.tsx';
import EditBlog from '../features/add-blog/EditBlog.tsx';
import BlogList from '../features/blog-list/BlogList.tsx';
import Comments from '../features/comments/Comments.tsx';
import Dashboard from '../features/dashboard/Dashboard.tsx';
import PostHistory from '../features/post-history/PostHistory.tsx';
import ReviewQueue from '../features/review/ReviewQueue.tsx';
import { AdminLayout } from '../features/layout/AdminLayout.tsx';
import { AdminLogin } from '../features/login/AdminLogin.tsx';
import { LogoutAllButton } from '../features/layout/LogoutAllButton.tsx';
import Account from '../features/account/Account.tsx';
import { AcceptInvite } from '../features/invite/AcceptInvite.tsx';
import Staff from '../features/staff/Staff.tsx';
import Releases from '../features/releases/Releases.tsx';

/**
 * Owns every route under /admin. Without a token each of them shows the login in place, so a deep
 * link opens its page once the admin has logged in (decision 0017).
 */
export default function AdminApp() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [justLoggedIn, setJustLoggedIn] = useState(false);
  if (!loggedIn) {
    return (
      <Routes>
        {/* An invite link opens signed out (issue 36): the invitee has no account yet. */}
        <Route path="invite/:token" element={<AcceptInvite />} />
        <Route path="*" element={<AdminLogin onLoggedIn={() => setJustLoggedIn(true)} />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route path="invite/:token" element={<AcceptInvite />} />
      <Route element={<AdminLayout focusOnShow={justLoggedIn} />}>
        <Route index element={<Dashboard />} />
        <Route path="addBlog" element={<AddBlog />} />
        {/* A post's editor (docs/decisions/0073); the blog list links each post here. */}
        <Route path="edit/:id" element={<EditBlog />} />
        {/* Its revisions, compared and restored (docs/decisions/0074); the edit page links here. */}
        <Route path="edit/:id/history" element={<PostHistory />} />
        <Route path="listBlog" element={<BlogList />} />
        {/* The documented /admin/Comments (docs/product.md#routes); react-router matches paths case-insensitively, so /admin/comments too. */}
        <Route path="Comments" element={<Comments />} />
        {/* Who did what (issue 36): the API lets only the owner and editors read it (audit.read). */}
        <Route path="audit" element={<AuditLog />} />
        {/* Staff management (issue 36): the API refuses every role but the owner; the sidebar shows it to owners only. */}
        <Route path="staff" element={<Staff />} />
        {/* Backups (issue 37): the API refuses every role but the owner (site.backup); the sidebar shows it to owners only. */}
        <Route path="backups" element={<Backups />} />
        {/* Releases (issue 38, decision 0087): the API refuses every role but the owner (site.releases); the sidebar shows it to owners only. */}
        <Route path="releases" element={<Releases />} />
        <Route path="account" element={<Account sessionControls={<LogoutAllButton />} />} />
        {/* The review queue (issue 36): editors and the owner; the API refuses it to the other roles. */}
        <Route path="review" element={<ReviewQueue />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
