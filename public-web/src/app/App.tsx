import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from './layout/PublicLayout.js';
import { ADMIN_ROUTE_PATTERN, notFoundRoute, PARTNER_ROUTE_PATTERN, publicRoutes, RoutePage } from './routes.js';

// Their own chunks: the public pages' first load never needs the remote's loader.
const AdminRemote = lazy(() => import(/* webpackChunkName: "admin-remote" */ './admin/AdminRemote.js'));
const PartnerRemote = lazy(() => import(/* webpackChunkName: "partner-remote" */ './admin/PartnerRemote.js'));

/** The admin console and the provider portal: each remote at its own paths. */
const REMOTES = [
  { pattern: ADMIN_ROUTE_PATTERN, Remote: AdminRemote },
  { pattern: PARTNER_ROUTE_PATTERN, Remote: PartnerRemote },
];

/** The route table: admin and provider-portal paths (no chrome, remote loaded on demand) and the public site inside its layout. */
export function App() {
  return (
    <Routes>
      {REMOTES.map(({ pattern, Remote }) => (
        <Route
          key={pattern}
          path={pattern}
          element={
            <Suspense fallback={null}>
              <Remote />
            </Suspense>
          }
        />
      ))}
      <Route element={<PublicLayout />}>
        {publicRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<RoutePage route={notFoundRoute} />} />
      </Route>
    </Routes>
  );
}
