import { Route, Routes } from 'react-router';
import AdminRemote from './admin/AdminRemote.js';
import { PublicLayout } from './layout/PublicLayout.js';
import { ADMIN_ROUTE_PATTERN, notFoundRoute, publicRoutes, RoutePage } from './routes.js';

/** The route table: admin paths (no chrome, remote loaded on demand) and the public site inside its layout. */
export function App() {
  return (
    <Routes>
      <Route path={ADMIN_ROUTE_PATTERN} element={<AdminRemote />} />
      <Route element={<PublicLayout />}>
        {publicRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<RoutePage route={notFoundRoute} />} />
      </Route>
    </Routes>
  );
}
