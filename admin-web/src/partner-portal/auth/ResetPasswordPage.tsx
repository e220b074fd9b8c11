import { useLocation, useNavigate } from 'react-router-dom';
import { Typography } from '@mui/material';
import { PARTNER_DOOR_MESSAGES } from '@homeward/domain';
import { browserFetch, jsonBody, partnerCall, PartnerApiError, type PartnerFetch } from '../lib/partner-api.js';
import { portalPaths, tokenFromLocation } from '../paths.js';
import { AuthCard } from './AuthCard.js';
import { LinkProblem } from './LinkProblem.js';
import { NewPasswordForm } from './NewPasswordForm.js';

const RESET_LINK_PROBLEM = PARTNER_DOOR_MESSAGES.resetUnusable;
export const PASSWORD_CHANGED_NOTICE = 'Your password is changed. Sign in with your new password.';

/** /partners/reset-password?token=...: choose a new password from the emailed link. */
export function ResetPasswordPage({ doFetch = browserFetch }: { doFetch?: PartnerFetch }) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const token = tokenFromLocation(search, pathname);
  return (
    <AuthCard title="Choose a new password">
      {token ? (
        <NewPasswordForm
          heading="Choose a new password"
          intro={<Typography>Choose a new password for your Homeward provider account.</Typography>}
          submitLabel="Save password"
          onSubmit={async ({ password }) => {
            try {
              await partnerCall(doFetch, '/password-reset/confirm', { method: 'POST', ...jsonBody({ token, password }) });
            } catch (error) {
              // The token itself is refused (unknown, used, expired): say so in the one plain message.
              if (error instanceof PartnerApiError && error.code === 'LINK_EXPIRED') throw new Error(RESET_LINK_PROBLEM, { cause: error });
              throw error;
            }
            navigate(portalPaths.signIn, { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } });
          }}
        />
      ) : (
        <LinkProblem heading="Choose a new password" message={RESET_LINK_PROBLEM} forgotLink />
      )}
    </AuthCard>
  );
}
