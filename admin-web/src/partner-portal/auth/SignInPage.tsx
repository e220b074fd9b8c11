import { Link, Typography } from '@mui/material';
import { useLocation } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_FAILED_MESSAGE } from '@homeward/domain';
import { SignInSteps } from '../../features/auth/SignInSteps.js';
import { SignInPaused } from '../../lib/door-auth-provider.js';
import { portalPaths } from '../paths.js';
import { AuthCard } from './AuthCard.js';

/** /partners: a provider user signs in (and gives the second-step code when the account has one); someone already signed in goes to their listing. */
export function SignInPage() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <AuthCard title="Sign in">
      {notice ? (
        <Typography role="status" sx={{ mb: 2, fontWeight: 600 }}>
          {notice}
        </Typography>
      ) : null}
      <SignInSteps
        signedInPath={portalPaths.listing}
        heading="Provider sign in"
        idPrefix="partner"
        failureOf={(error) => (error instanceof SignInPaused ? `${error.message} Or ask for an emailed sign-in link below.` : LOGIN_FAILED_MESSAGE)}
        footer={
          <Typography variant="body2" sx={{ textAlign: 'center', display: 'grid', gap: 1 }}>
            <Link component={RouterLink} to={portalPaths.forgotPassword}>
              Forgot your password?
            </Link>
            <Link component={RouterLink} to={portalPaths.emailLink}>
              Asked to wait? Email me a sign-in link
            </Link>
          </Typography>
        }
      />
    </AuthCard>
  );
}
