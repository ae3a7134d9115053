import { selectIsLoggedIn, useAppSelector } from '@studyhub/shared-api';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from '../layout/AdminLayout.tsx';
import { AdminLogin } from '../login/AdminLogin.tsx';

/** Owns every route under /admin; without a token each of them shows the login (SPEC §6). */
export default function AdminApp() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn) return <AdminLogin />;
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<h2>Dashboard</h2>} />
        <Route path="addBlog" element={<h2>Add Blog</h2>} />
        <Route path="listBlog" element={<h2>Blog Lists</h2>} />
        <Route path="Comments" element={<h2>Comments</h2>} />
        <Route path="comments" element={<h2>Comments</h2>} />
      </Route>
    </Routes>
  );
}
