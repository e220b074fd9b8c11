import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PARTNER_DOOR_MESSAGES, isEmailAddress } from '@homeward/domain';
import { browserFetch, jsonBody, partnerCall, PartnerApiError, type PartnerFetch } from '../lib/partner-api.js';
import { portalPaths } from '../paths.js';
import { ErrorAlert } from '../../components/ui/ErrorAlert.js';
import { boundText } from '../../components/ui/field-feedback.js';
import { AuthCard } from './AuthCard.js';

/** The one answer, whether or not the address has an account (no account enumeration). */
const RESET_SENT_MESSAGE = PARTNER_DOOR_MESSAGES.resetRequested;

/** What each emailed link is asked for with: the same form, its own words and API path. */
const LINKS = {
  reset: {
    title: 'Forgot your password?',
    intro: 'Type the email address you sign in with. We will email you a link to choose a new password.',
    path: '/password-reset',
    sent: RESET_SENT_MESSAGE,
  },
  'sign-in': {
    title: 'Email me a sign-in link',
    intro:
      'Type the email address you sign in with. We will email you a link that signs you in without your password. Use it if sign-in says to wait, or you are on a new device.',
    path: '/login/email-link',
    sent: PARTNER_DOOR_MESSAGES.signInLinkRequested,
  },
} as const;

/** /partners/forgot-password (a reset link) and /partners/email-link (a sign-in link): ask for an emailed link. */
export function ForgotPasswordPage({ doFetch = browserFetch, purpose = 'reset' }: { doFetch?: PartnerFetch; purpose?: keyof typeof LINKS }) {
  const words = LINKS[purpose];
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = !email.trim() ? 'Enter your email address' : isEmailAddress(email) ? null : 'Enter an email address like name@example.com';
    setProblem(found);
    if (found) {
      document.getElementById('reset-email')?.focus();
      return;
    }
    setSending(true);
    try {
      await partnerCall(doFetch, words.path, { method: 'POST', ...jsonBody({ email: email.trim() }) });
      setSent(true);
    } catch (error) {
      if (error instanceof PartnerApiError && error.status === 400) setProblem(error.message);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={words.title}>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="forgot-heading" sx={{ display: 'grid', gap: 2.5 }}>
        <Typography id="forgot-heading" component="h1" variant="h2">
          {words.title}
        </Typography>
        {sent ? (
          <Alert severity="success" role="status">
            {words.sent}
          </Alert>
        ) : (
          <>
            <Typography>{words.intro}</Typography>
            <ErrorAlert message={failure} />
            <TextField
              id="reset-email"
              label="Email"
              type="email"
              autoComplete="username"
              required
              {...boundText(email, setEmail, problem)}
              slotProps={{ htmlInput: { 'aria-invalid': Boolean(problem) } }}
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={sending} fullWidth>
              {sending ? 'Sending...' : 'Email me a link'}
            </Button>
          </>
        )}
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={portalPaths.signIn}>
            Back to sign in
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
