import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { ReactAdminShell } from '../../app/ReactAdminShell.js';
import { createPartnerAuthProvider, type PartnerAuthProvider } from '../lib/partner-auth-provider.js';
import { createPartnerDataProvider, type PartnerDataProvider } from '../lib/partner-data-provider.js';
import { AcceptInvitationPage } from '../auth/AcceptInvitationPage.js';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage.js';
import { ResetPasswordPage } from '../auth/ResetPasswordPage.js';
import { SignInPage } from '../auth/SignInPage.js';
import { UseSignInLinkPage } from '../auth/UseSignInLinkPage.js';
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

/** react-admin wired to /api/partner. Expects a router around it (PartnerPortal gives one). */
export function PortalApp(props: PortalAppProps) {
  return (
    <ReactAdminShell
      title="Homeward for providers"
      layout={PortalLayout}
      createAuthProvider={() => props.authProvider ?? createPartnerAuthProvider()}
      createDataProvider={() => props.dataProvider ?? createPartnerDataProvider()}
      queryClient={props.queryClient}
    >
      <CustomRoutes noLayout>
        <Route path={portalPaths.signIn} element={<SignInPage />} />
        <Route path="/login" element={<Navigate to={portalPaths.signIn} replace />} />
        <Route path={portalPaths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={portalPaths.emailLink} element={<ForgotPasswordPage purpose="sign-in" />} />
        <Route path={`${portalPaths.signInLink}/*`} element={<UseSignInLinkPage />} />
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
    </ReactAdminShell>
  );
}
