import { useEffect, useState } from 'react';
import { Link, Typography } from '@mui/material';
import { useAuthProvider, useLocation, useLogin, useNavigate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LoginForm } from '../../features/auth/LoginForm.js';
import { SecondStepForm } from '../../features/auth/SecondStepForm.js';
import { SecondStepNeeded } from '../../lib/auth-provider.js';
import { portalPaths } from '../paths.js';
import { AuthCard } from './AuthCard.js';

/** /partners: a provider user signs in (and gives the second-step code when the account has one). */
export function SignInPage() {
  const login = useLogin();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const location = useLocation();
  const redirected = Boolean((location.state as { nextPathname?: string } | null)?.nextPathname);
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [step, setStep] = useState<'password' | 'code'>('password');

  useEffect(() => {
    if (redirected || !authProvider) return;
    let active = true;
    // Someone already signed in goes straight to their listing.
    authProvider.checkAuth({}).then(
      () => active && navigate(portalPaths.listing, { replace: true }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [authProvider, navigate, redirected]);

  return (
    <AuthCard title="Sign in">
      {notice ? (
        <Typography role="status" sx={{ mb: 2, fontWeight: 600 }}>
          {notice}
        </Typography>
      ) : null}
      {step === 'password' ? (
        <LoginForm
          heading="Provider sign in"
          idPrefix="partner"
          onSubmit={(values) =>
            login(values).catch((error: unknown) => {
              if (error instanceof SecondStepNeeded) return setStep('code');
              throw error;
            })
          }
          footer={
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              <Link component={RouterLink} to={portalPaths.forgotPassword}>
                Forgot your password?
              </Link>
            </Typography>
          }
        />
      ) : (
        <SecondStepForm onSubmit={(code) => login({ code })} onCancel={() => setStep('password')} />
      )}
    </AuthCard>
  );
}
