import { CustomRoutes, type AuthProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from '../lib/auth-provider.js';
import { createDataProvider, type HomewardDataProvider } from '../lib/data-provider.js';
import { LoginPage } from '../features/auth/LoginPage.js';
import { TwoFactorSetupPage } from '../features/auth/TwoFactorSetupPage.js';
import { DashboardPage } from './routes/DashboardPage.js';
import { Layout } from './Layout.js';
import { ReactAdminShell } from './ReactAdminShell.js';
import { paths } from './paths.js';
import type { QueryClient } from '@tanstack/react-query';

export interface AdminConsoleProps {
  authProvider?: AuthProvider;
  dataProvider?: HomewardDataProvider;
  queryClient?: QueryClient;
}

/** react-admin wired to the Homeward API. Expects a router around it (App gives one). */
export function AdminConsole(props: AdminConsoleProps) {
  return (
    <ReactAdminShell
      title="Homeward admin"
      layout={Layout}
      createAuthProvider={() => props.authProvider ?? createAuthProvider()}
      createDataProvider={() => props.dataProvider ?? createDataProvider()}
      queryClient={props.queryClient}
    >
      <CustomRoutes noLayout>
        <Route path={paths.login} element={<LoginPage />} />
        <Route path="/login" element={<Navigate to={paths.login} replace />} />
        <Route path={paths.twoFactorSetup} element={<TwoFactorSetupPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path={`${paths.dashboard}/*`} element={<DashboardPage />} />
      </CustomRoutes>
    </ReactAdminShell>
  );
}
