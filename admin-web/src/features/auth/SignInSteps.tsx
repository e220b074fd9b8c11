import { useEffect, useState } from 'react';
import { useAuthProvider, useLocation, useLogin, useNavigate } from 'react-admin';
import { SecondStepNeeded } from '../../lib/door-auth-provider.js';
import { LoginForm, type LoginFormProps } from './LoginForm.js';
import { SecondStepForm } from './SecondStepForm.js';

export interface SignInStepsProps extends Omit<LoginFormProps, 'onSubmit'> {
  /** Where someone who is already signed in goes instead of signing in again. */
  signedInPath: string;
}

/**
 * Signing in, as the console and the provider portal both do it: the password, then the second-step code when
 * the account has one. Someone already signed in goes straight to `signedInPath`, unless they arrived here from
 * a redirect (the session check just failed, so asking again would loop).
 */
export function SignInSteps({ signedInPath, ...formProps }: SignInStepsProps) {
  const login = useLogin();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const location = useLocation();
  const redirected = Boolean((location.state as { nextPathname?: string } | null)?.nextPathname);
  const [step, setStep] = useState<'password' | 'code'>('password');

  useEffect(() => {
    if (redirected || !authProvider) return;
    let active = true;
    authProvider.checkAuth({}).then(
      () => active && navigate(signedInPath, { replace: true }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [authProvider, navigate, redirected, signedInPath]);

  if (step === 'code') return <SecondStepForm onSubmit={(code) => login({ code })} onCancel={() => setStep('password')} />;
  return (
    <LoginForm
      {...formProps}
      onSubmit={(values) =>
        login(values).catch((error: unknown) => {
          if (error instanceof SecondStepNeeded) return setStep('code');
          throw error;
        })
      }
    />
  );
}
