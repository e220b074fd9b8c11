import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from './layout/PublicLayout.js';
import { ADMIN_ROUTE_PATTERN, notFoundRoute, publicRoutes, RoutePage } from './routes.js';

// Its own chunk: the public pages' first load never needs the admin console's loader.
const AdminRemote = lazy(() => import(/* webpackChunkName: "admin-remote" */ './admin/AdminRemote.js'));

/** The route table: admin paths (no chrome, remote loaded on demand) and the public site inside its layout. */
export function App() {
  return (
    <Routes>
      <Route
        path={ADMIN_ROUTE_PATTERN}
        element={
          <Suspense fallback={null}>
            <AdminRemote />
          </Suspense>
        }
      />
      <Route element={<PublicLayout />}>
        {publicRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<RoutePage route={notFoundRoute} />} />
      </Route>
    </Routes>
  );
}
