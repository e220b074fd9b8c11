import { useState, type FormEvent } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import PhonelinkLockOutlinedIcon from '@mui/icons-material/PhonelinkLockOutlined';
import { SECOND_FACTOR_LIMITS, SECOND_FACTOR_MESSAGES } from '@homeward/domain';
import { SignInStep, useSignInSubmit } from './SignInStep.js';

export interface SecondStepFormProps {
  /** Resolves on success; a rejection's message is shown (a wrong code, or the time ran out). */
  onSubmit: (code: string) => Promise<unknown>;
  /** Back to the email and password. */
  onCancel: () => void;
}

const CODE_FIELD = 'second-step-code';

/** The second step of signing in: the code from the authenticator app, or one of the recovery codes. */
export function SecondStepForm({ onSubmit, onCancel }: SecondStepFormProps) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { sending, failure, setFailure, attempt } = useSignInSubmit(
    onSubmit,
    (error) => (error instanceof Error ? error.message : SECOND_FACTOR_MESSAGES.wrongCode),
    CODE_FIELD,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!code.trim()) {
      setProblem(SECOND_FACTOR_MESSAGES.codeRequired);
      document.getElementById(CODE_FIELD)?.focus();
      return;
    }
    setProblem(null);
    await attempt(code.trim());
  };

  const switchKind = () => {
    setRecovery(!recovery);
    setCode('');
    setProblem(null);
    setFailure(null);
  };

  return (
    <SignInStep
      headingId="second-step-heading"
      heading="Enter your code"
      icon={<PhonelinkLockOutlinedIcon color="primary" aria-hidden />}
      intro={
        <Typography>
          {recovery
            ? 'Type one of the recovery codes you saved when you set up two-step sign-in. Each code works once.'
            : 'Open the authenticator app on your phone and type the 6-digit code it shows for Homeward.'}
        </Typography>
      }
      failure={failure}
      sending={sending}
      sendingLabel="Checking..."
      onSubmit={submit}
      footer={
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={switchKind}>{recovery ? 'Use the app instead' : 'Use a recovery code instead'}</Button>
          <Button onClick={onCancel}>Back to sign in</Button>
        </Box>
      }
    >
      <TextField
        id={CODE_FIELD}
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
    </SignInStep>
  );
}
