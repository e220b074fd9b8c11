import { useEffect, useState } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useAuthProvider, useLocation, useLogin, useNavigate } from 'react-admin';
import { typeScale } from '@homeward/theme';
import { PageMeta } from '../../app/PageMeta.js';
import { paths } from '../../app/paths.js';
import { SecondStepNeeded } from '../../lib/auth-provider.js';
import { LoginForm } from './LoginForm.js';
import { SecondStepForm } from './SecondStepForm.js';

/** The remote's root path (/domainauth). */
export function LoginPage() {
  const login = useLogin();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const location = useLocation();
  // Arriving here from a redirect means the session check just failed: do not ask again.
  const redirected = Boolean((location.state as { nextPathname?: string } | null)?.nextPathname);
  // After a right password, an account with two-step sign-in is asked for its code here.
  const [step, setStep] = useState<'password' | 'code'>('password');

  useEffect(() => {
    if (redirected || !authProvider) return;
    let active = true;
    // An admin who is already signed in goes straight to the dashboard.
    authProvider.checkAuth({}).then(
      () => active && navigate(paths.dashboard, { replace: true }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [authProvider, navigate, redirected]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', px: 2, py: 6 }}>
      <PageMeta title="Sign in" />
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Typography sx={{ fontWeight: 700, color: 'primary.main', textAlign: 'center', mb: 2, fontSize: typeScale.figure.fontSize }}>Homeward</Typography>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          {step === 'password' ? (
            <LoginForm
              onSubmit={(values) =>
                login(values).catch((error: unknown) => {
                  if (error instanceof SecondStepNeeded) return setStep('code');
                  throw error;
                })
              }
            />
          ) : (
            <SecondStepForm onSubmit={(code) => login({ code })} onCancel={() => setStep('password')} />
          )}
        </Paper>
      </Box>
    </Box>
  );
}
