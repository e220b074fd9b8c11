import { useState } from 'react';
import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { Notification } from '../../app/Notification.js';
import { createQueryClient } from '../../app/query-client.js';
import { createAdminTheme } from '../../app/theme.js';
import { createPartnerAuthProvider, type PartnerAuthProvider } from '../lib/partner-auth-provider.js';
import { createPartnerDataProvider, type PartnerDataProvider } from '../lib/partner-data-provider.js';
import { AcceptInvitationPage } from '../auth/AcceptInvitationPage.js';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage.js';
import { ResetPasswordPage } from '../auth/ResetPasswordPage.js';
import { SignInPage } from '../auth/SignInPage.js';
import { ListingPage } from '../listing/ListingPage.js';
import { PricesPage } from '../prices/PricesPage.js';
import { LeadsPage } from '../leads/LeadsPage.js';
import { FiguresPage } from '../figures/FiguresPage.js';
import { ChangesPage } from '../changes/ChangesPage.js';
import { portalPaths } from '../paths.js';
import { PortalLayout } from './PortalLayout.js';
import type { QueryClient } from '@tanstack/react-query';

export interface PortalAppProps {
  authProvider?: PartnerAuthProvider;
  dataProvider?: PartnerDataProvider;
  queryClient?: QueryClient;
}

const theme = createAdminTheme();

/** react-admin wired to /api/partner. Expects a router around it (PartnerPortal gives a BrowserRouter). */
export function PortalApp(props: PortalAppProps) {
  const [authProvider] = useState(() => props.authProvider ?? createPartnerAuthProvider());
  const [dataProvider] = useState(() => props.dataProvider ?? createPartnerDataProvider());
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [store] = useState(() => memoryStore());

  return (
    <Admin
      title="Homeward for providers"
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      store={store}
      theme={theme}
      layout={PortalLayout}
      loginPage={false}
      notification={Notification}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={portalPaths.signIn} element={<SignInPage />} />
        <Route path="/login" element={<Navigate to={portalPaths.signIn} replace />} />
        <Route path={portalPaths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={`${portalPaths.resetPassword}/*`} element={<ResetPasswordPage />} />
        <Route path={`${portalPaths.invitation}/*`} element={<AcceptInvitationPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path={portalPaths.listing} element={<ListingPage />} />
        <Route path={portalPaths.prices} element={<PricesPage />} />
        <Route path={portalPaths.leads} element={<LeadsPage />} />
        <Route path={portalPaths.figures} element={<FiguresPage />} />
        <Route path={portalPaths.changes} element={<ChangesPage />} />
      </CustomRoutes>
    </Admin>
  );
}
