import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PARTNER_DOOR_MESSAGES } from '@homeward/domain';
import { isEmail } from '../../lib/login-validation.js';
import { browserFetch, jsonBody, partnerCall, PartnerApiError, type PartnerFetch } from '../lib/partner-api.js';
import { portalPaths } from '../paths.js';
import { ErrorAlert } from '../../components/ui/ErrorAlert.js';
import { boundText } from '../../components/ui/field-feedback.js';
import { AuthCard } from './AuthCard.js';

/** The one answer, whether or not the address has an account (no account enumeration). */
export const RESET_SENT_MESSAGE = PARTNER_DOOR_MESSAGES.resetRequested;

/** /partners/forgot-password: ask for an emailed reset link. */
export function ForgotPasswordPage({ doFetch = browserFetch }: { doFetch?: PartnerFetch }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = !email.trim() ? 'Enter your email address' : isEmail(email) ? null : 'Enter an email address like name@example.com';
    setProblem(found);
    if (found) {
      document.getElementById('reset-email')?.focus();
      return;
    }
    setSending(true);
    try {
      await partnerCall(doFetch, '/password-reset', { method: 'POST', ...jsonBody({ email: email.trim() }) });
      setSent(true);
    } catch (error) {
      if (error instanceof PartnerApiError && error.status === 400) setProblem(error.message);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title="Forgot your password?">
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="forgot-heading" sx={{ display: 'grid', gap: 2.5 }}>
        <Typography id="forgot-heading" component="h1" variant="h2">
          Forgot your password?
        </Typography>
        {sent ? (
          <Alert severity="success" role="status">
            {RESET_SENT_MESSAGE}
          </Alert>
        ) : (
          <>
            <Typography>Type the email address you sign in with. We will email you a link to choose a new password.</Typography>
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
