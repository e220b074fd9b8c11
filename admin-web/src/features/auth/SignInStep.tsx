import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { ErrorAlert } from '../../components/ui/ErrorAlert.js';

/**
 * Sending one step of signing in (the password, then the code): while it is on its way the button is
 * disabled; when it is refused the step says why and stays, with everything typed kept.
 */
export function useSignInSubmit<T>(send: (value: T) => Promise<unknown>, failureOf: (error: unknown) => string, refocusId?: string) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = async (value: T) => {
    setSending(true);
    setFailure(null);
    try {
      await send(value);
    } catch (error) {
      setFailure(failureOf(error));
      setSending(false);
      if (refocusId) document.getElementById(refocusId)?.focus();
    }
  };
  return { sending, failure, setFailure, attempt };
}

export interface SignInStepProps {
  headingId: string;
  heading: string;
  icon: ReactNode;
  /** What to do, under the heading. */
  intro?: ReactNode;
  /** Why the last attempt was refused, shown above the fields and read out as it appears. */
  failure: string | null;
  sending: boolean;
  sendingLabel: string;
  onSubmit: (event: FormEvent) => void;
  /** The fields, between the message and the button. */
  children: ReactNode;
  /** Below the button. */
  footer: ReactNode;
}

/** The frame both sign-in steps share: heading with its icon, the refusal, the fields, the Sign In button. */
export function SignInStep({ headingId, heading, icon, intro, failure, sending, sendingLabel, onSubmit, children, footer }: SignInStepProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={headingId} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {icon}
        <Typography id={headingId} component="h1" variant="h2">
          {heading}
        </Typography>
      </Box>
      {intro}
      <ErrorAlert message={failure} />
      {children}
      <Button type="submit" variant="contained" size="large" disabled={sending} fullWidth>
        {sending ? sendingLabel : 'Sign In'}
      </Button>
      {footer}
    </Box>
  );
}
