import { useState } from 'react';
import { Admin, CustomRoutes, memoryStore, type AuthProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from '../lib/auth-provider.js';
import { createDataProvider, type HomewardDataProvider } from '../lib/data-provider.js';
import { LoginPage } from '../features/auth/LoginPage.js';
import { TwoFactorSetupPage } from '../features/auth/TwoFactorSetupPage.js';
import { DashboardPage } from './routes/DashboardPage.js';
import { Layout } from './Layout.js';
import { Notification } from './Notification.js';
import { createQueryClient } from './query-client.js';
import { createAdminTheme } from './theme.js';
import { paths } from './paths.js';
import type { QueryClient } from '@tanstack/react-query';

export interface AdminConsoleProps {
  authProvider?: AuthProvider;
  dataProvider?: HomewardDataProvider;
  queryClient?: QueryClient;
}

const theme = createAdminTheme();

/** react-admin wired to the Homeward API. Expects a router around it (App gives a BrowserRouter). */
export function AdminConsole(props: AdminConsoleProps) {
  const [authProvider] = useState(() => props.authProvider ?? createAuthProvider());
  const [dataProvider] = useState(() => props.dataProvider ?? createDataProvider());
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [store] = useState(() => memoryStore());

  return (
    <Admin
      title="Homeward admin"
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      store={store}
      theme={theme}
      layout={Layout}
      loginPage={false}
      notification={Notification}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={paths.login} element={<LoginPage />} />
        <Route path="/login" element={<Navigate to={paths.login} replace />} />
        <Route path={paths.twoFactorSetup} element={<TwoFactorSetupPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path={`${paths.dashboard}/*`} element={<DashboardPage />} />
      </CustomRoutes>
    </Admin>
  );
}
