import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import PhonelinkLockOutlinedIcon from '@mui/icons-material/PhonelinkLockOutlined';
import { SECOND_FACTOR_LIMITS, SECOND_FACTOR_MESSAGES } from '@homeward/domain';

export interface SecondStepFormProps {
  /** Resolves on success; a rejection's message is shown (a wrong code, or the time ran out). */
  onSubmit: (code: string) => Promise<unknown>;
  /** Back to the email and password. */
  onCancel: () => void;
}

/** The second step of signing in: the code from the authenticator app, or one of the recovery codes. */
export function SecondStepForm({ onSubmit, onCancel }: SecondStepFormProps) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!code.trim()) {
      setProblem(SECOND_FACTOR_MESSAGES.codeRequired);
      document.getElementById('second-step-code')?.focus();
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await onSubmit(code.trim());
    } catch (error) {
      setFailure(error instanceof Error ? error.message : SECOND_FACTOR_MESSAGES.wrongCode);
      setSending(false);
      document.getElementById('second-step-code')?.focus();
    }
  };

  const switchKind = () => {
    setRecovery(!recovery);
    setCode('');
    setProblem(null);
    setFailure(null);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="second-step-heading" sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <PhonelinkLockOutlinedIcon color="primary" aria-hidden />
        <Typography id="second-step-heading" component="h1" variant="h2">
          Enter your code
        </Typography>
      </Box>
      <Typography>
        {recovery
          ? 'Type one of the recovery codes you saved when you set up two-step sign-in. Each code works once.'
          : 'Open the authenticator app on your phone and type the 6-digit code it shows for Homeward.'}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <TextField
        id="second-step-code"
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? 'Recovery code' : '6-digit code'}
        autoComplete="one-time-code"
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? (recovery ? 'For example ABCD-EFGH-JKMN-PQRS' : ' ')}
        slotProps={{
          htmlInput: {
            'aria-invalid': Boolean(problem),
            inputMode: recovery ? 'text' : 'numeric',
            maxLength: SECOND_FACTOR_LIMITS.codeMaxLength,
            spellCheck: false,
          },
        }}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={sending} fullWidth>
        {sending ? 'Checking...' : 'Sign In'}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={switchKind}>{recovery ? 'Use the app instead' : 'Use a recovery code instead'}</Button>
        <Button onClick={onCancel}>Back to sign in</Button>
      </Box>
    </Box>
  );
}
