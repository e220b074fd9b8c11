import { useState, type ReactNode } from 'react';
import { Admin, memoryStore, type AuthProvider, type DataProvider, type LayoutComponent } from 'react-admin';
import { Notification } from './Notification.js';
import { createQueryClient } from './query-client.js';
import { createAdminTheme } from './theme.js';
import type { QueryClient } from '@tanstack/react-query';

export interface ReactAdminShellProps {
  title: string;
  layout: LayoutComponent;
  /** Made once, on the first render (tests pass their own). */
  createAuthProvider: () => AuthProvider;
  createDataProvider: () => DataProvider;
  queryClient?: QueryClient;
  /** The app's CustomRoutes. */
  children: ReactNode;
}

const theme = createAdminTheme();

/**
 * react-admin as the console and the provider portal both run it: our theme, toasts and query policy, an
 * in-memory store, no login page of react-admin's own (each app routes its sign-in page), no telemetry.
 * Expects a router around it (RemoteRoot gives a BrowserRouter).
 */
export function ReactAdminShell({ title, layout, createAuthProvider, createDataProvider, queryClient: givenQueryClient, children }: ReactAdminShellProps) {
  const [authProvider] = useState(createAuthProvider);
  const [dataProvider] = useState(createDataProvider);
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [store] = useState(() => memoryStore());

  return (
    <Admin
      title={title}
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      store={store}
      theme={theme}
      layout={layout}
      loginPage={false}
      notification={Notification}
      disableTelemetry
    >
      {children}
    </Admin>
  );
}
