// The router every app shares, part of this package: the apps' one federation share besides React
// and the toasts. The bundler keeps only these exports, and no app loads a router of its own
// (docs/decisions/0059). Apps import routing from `@studyhub/shared-api`, never from the router.
export { BrowserRouter, Link, matchPath, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
