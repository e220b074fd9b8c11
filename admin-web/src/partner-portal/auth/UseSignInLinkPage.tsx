import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useAuthProvider, useLogin } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSecondStepRequired, PARTNER_DOOR_MESSAGES } from '@homeward/domain';
import type { SecondStepRequiredDto, PartnerSessionDto } from '@homeward/domain';
import { SecondStepForm } from '../../features/auth/SecondStepForm.js';
import { ErrorAlert } from '../../components/ui/ErrorAlert.js';
import { browserFetch, jsonBody, partnerCall, PartnerApiError, type PartnerFetch } from '../lib/partner-api.js';
import { portalPaths, tokenFromLocation } from '../paths.js';
import { AuthCard } from './AuthCard.js';
import { LinkProblem } from './LinkProblem.js';
import type { PartnerAuthProvider } from '../lib/partner-auth-provider.js';

const SIGN_IN_LINK_PROBLEM = PARTNER_DOOR_MESSAGES.signInLinkUnusable;
const HEADING = 'Sign in with your emailed link';

type Step = { state: 'ready' } | { state: 'sending' } | { state: 'code' } | { state: 'gone' } | { state: 'failed'; message: string };

/**
 * /partners/sign-in-link/<token>: the emailed sign-in link. It is used only when the person presses the button
 * (a mail program that opens links to check them must not use it up); then signed in, or the second-step code.
 */
export function UseSignInLinkPage({ doFetch = browserFetch }: { doFetch?: PartnerFetch }) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const authProvider = useAuthProvider() as PartnerAuthProvider | undefined;
  const token = tokenFromLocation(search, pathname);
  const [step, setStep] = useState<Step>(token ? { state: 'ready' } : { state: 'gone' });

  const signInWithLink = async () => {
    setStep({ state: 'sending' });
    try {
      const body = await partnerCall<PartnerSessionDto | SecondStepRequiredDto>(doFetch, '/login/email-link/confirm', {
        method: 'POST',
        ...jsonBody({ token }),
      });
      if (isSecondStepRequired(body)) return setStep({ state: 'code' });
      authProvider?.adopt?.(body);
      navigate(portalPaths.listing, { replace: true });
    } catch (error) {
      const gone = error instanceof PartnerApiError && (error.code === 'LINK_EXPIRED' || error.status === 400);
      setStep(gone ? { state: 'gone' } : { state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  if (step.state === 'gone') {
    return (
      <AuthCard title={HEADING}>
        <LinkProblem heading={HEADING} message={SIGN_IN_LINK_PROBLEM} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={HEADING}>
      {step.state === 'code' ? (
        <SecondStepForm onSubmit={(code) => login({ code })} onCancel={() => navigate(portalPaths.signIn, { replace: true })} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Typography component="h1" variant="h2">
            {HEADING}
          </Typography>
          <Typography>This link signs you in to Homeward for providers without your password. It works once.</Typography>
          <ErrorAlert message={step.state === 'failed' ? step.message : null} />
          <Button variant="contained" size="large" disabled={step.state === 'sending'} onClick={() => void signInWithLink()} fullWidth>
            {step.state === 'sending' ? 'Signing in...' : 'Sign in'}
          </Button>
        </Box>
      )}
    </AuthCard>
  );
}
