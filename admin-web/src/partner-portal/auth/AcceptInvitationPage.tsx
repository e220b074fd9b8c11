import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useAuthProvider } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { PARTNER_DOOR_MESSAGES } from '@homeward/domain';
import type { PartnerInvitationPreviewDto, PartnerSessionDto } from '@homeward/domain';
import { LoadingState } from '../../components/ui/LoadingState.js';
import { browserFetch, jsonBody, partnerCall, PartnerApiError, type PartnerFetch } from '../lib/partner-api.js';
import { portalPaths, tokenFromLocation } from '../paths.js';
import { AuthCard } from './AuthCard.js';
import { LinkProblem } from './LinkProblem.js';
import { NewPasswordForm } from './NewPasswordForm.js';
import type { PartnerAuthProvider } from '../lib/partner-auth-provider.js';

const INVITATION_PROBLEM = PARTNER_DOOR_MESSAGES.invitationUnusable;

type Loaded = { state: 'loading' } | { state: 'ready'; invitation: PartnerInvitationPreviewDto } | { state: 'gone' } | { state: 'failed'; message: string };

/** /partners/invitation?token=...: the invited person names themself, sets a password and is signed in. */
export function AcceptInvitationPage({ doFetch = browserFetch }: { doFetch?: PartnerFetch }) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const authProvider = useAuthProvider() as PartnerAuthProvider | undefined;
  const token = tokenFromLocation(search, pathname);
  const [loaded, setLoaded] = useState<Loaded>(token ? { state: 'loading' } : { state: 'gone' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    partnerCall<PartnerInvitationPreviewDto>(doFetch, `/invitations/${encodeURIComponent(token)}`).then(
      (invitation) => active && setLoaded({ state: 'ready', invitation }),
      (error: unknown) => {
        if (!active) return;
        const gone = error instanceof PartnerApiError && (error.code === 'LINK_EXPIRED' || error.status === 400);
        setLoaded(gone ? { state: 'gone' } : { state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [doFetch, token]);

  return (
    <AuthCard title="Accept your invitation">
      {loaded.state === 'loading' ? <LoadingState text="Checking your invitation..." /> : null}
      {loaded.state === 'gone' ? <LinkProblem heading="Accept your invitation" message={INVITATION_PROBLEM} /> : null}
      {loaded.state === 'failed' ? <LinkProblem heading="Accept your invitation" message={loaded.message} /> : null}
      {loaded.state === 'ready' ? (
        <NewPasswordForm
          heading="Accept your invitation"
          askName
          intro={
            <Typography>
              You are invited to look after <strong>{loaded.invitation.providerName}</strong> on Homeward. You will sign in as{' '}
              <strong>{loaded.invitation.email}</strong>.
            </Typography>
          }
          submitLabel="Set password and sign in"
          onSubmit={async ({ name, password }) => {
            let session: PartnerSessionDto;
            try {
              session = await partnerCall<PartnerSessionDto>(doFetch, '/invitations/accept', { method: 'POST', ...jsonBody({ token, name, password }) });
            } catch (error) {
              if (error instanceof PartnerApiError && error.code === 'LINK_EXPIRED') throw new Error(INVITATION_PROBLEM, { cause: error });
              throw error;
            }
            authProvider?.adopt?.(session);
            navigate(portalPaths.listing, { replace: true });
          }}
        />
      ) : null}
    </AuthCard>
  );
}
