// Standalone bootstrap: the admin portal on its own origin, with the same store factory.
import '@studyhub/shared-ui/tokens.css';
import { mountApp } from '@studyhub/shared-api';
import { Navigate, Route, Routes } from 'react-router-dom';
import AdminApp from '../features/admin-app/AdminApp.tsx';

await mountApp(
  document.getElementById('root')!,
  <Routes>
    <Route path="/admin/*" element={<AdminApp />} />
    <Route path="*" element={<Navigate to="/admin" replace />} />
  </Routes>,
);
