import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useDataProvider, useGetIdentity, useLogout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SECOND_FACTOR_LIMITS, SECOND_FACTOR_MESSAGES, type SecondFactorSetupDto } from '@homeward/domain';
import { typeScale } from '@homeward/theme';
import { LoadingState } from '../../components/ui/LoadingState.js';
import { PageMeta } from '../../app/PageMeta.js';
import { paths } from '../../app/paths.js';
import { downloadText } from '../../lib/admin-team-calls.js';
import { errorMessage, errorStatus } from '../../lib/http-error.js';
import { mineProblemOf } from '../users/password-dialog.js';
import { boundText } from '../../components/ui/field-feedback.js';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

/** 'JBSWY3DPEHPK3PXP' -> 'JBSW Y3DP EHPK 3PXP': easier to copy into an app by hand. */
const inGroups = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

type Stage =
  | { kind: 'password' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'scan'; setup: SecondFactorSetupDto }
  | { kind: 'codes'; codes: string[] };

const PASSWORD_MISSING = 'Enter your password, to confirm it is you';
const PASSWORD_WRONG = 'That is not your password. Type the password you sign in with.';

/**
 * Setting up two-step sign-in: scan the QR code (or type the key) into an authenticator app, type the code
 * it shows, then save the ten recovery codes, shown this once. The password comes first, so a session left open
 * cannot be used to put someone else's phone on the account. Outside the dashboard, because an admin who
 * must set it up (ADMIN_REQUIRE_2FA) can use nothing else until it is done.
 */
export function TwoFactorSetupPage() {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const navigate = useNavigate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const required = Boolean(identity?.mustEnrolTwoFactor);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordProblem(PASSWORD_MISSING);
      document.getElementById('setup-password')?.focus();
      return;
    }
    setPasswordProblem(null);
    setStage({ kind: 'loading' });
    try {
      setStage({ kind: 'scan', setup: await dataProvider.startTwoFactorSetup(password) });
      setPassword('');
    } catch (error) {
      const message = errorMessage(error);
      if (errorStatus(error) === 401) navigate(paths.login, { replace: true });
      else if (mineProblemOf(error) !== null) {
        setStage({ kind: 'password' });
        setPasswordProblem(PASSWORD_WRONG);
      } else setStage({ kind: 'failed', message: message ?? 'Two-step sign-in could not be started. Please reload the page.' });
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setProblem(SECOND_FACTOR_MESSAGES.codeRequired);
      document.getElementById('setup-code')?.focus();
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const { recoveryCodes } = await dataProvider.confirmTwoFactor(code.trim());
      setStage({ kind: 'codes', codes: recoveryCodes });
    } catch (error) {
      setProblem(errorMessage(error) ?? SECOND_FACTOR_MESSAGES.wrongEnrolmentCode);
      document.getElementById('setup-code')?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', px: 2, py: 6 }}>
      <PageMeta title="Set up two-step sign-in" />
      <Box sx={{ width: '100%', maxWidth: 560 }}>
        <Typography sx={{ fontWeight: 700, color: 'primary.main', textAlign: 'center', mb: 2, fontSize: typeScale.figure.fontSize }}>Homeward</Typography>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2.5 }}>
          {stage.kind === 'codes' ? (
            <RecoveryCodes codes={stage.codes} onDone={() => navigate(paths.dashboard, { replace: true })} />
          ) : (
            <>
              <Typography component="h1" variant="h2">
                Set up two-step sign-in
              </Typography>
              <Typography>
                {required ? 'Your team asks every admin to use two-step sign-in. ' : ''}
                After your password, you will type a code from an app on your phone. Someone who learns your password still cannot get in.
              </Typography>
              {stage.kind === 'password' ? (
                <Box component="form" noValidate onSubmit={(event) => void start(event)} sx={{ display: 'grid', gap: 2 }}>
                  <Typography>First, confirm it is you.</Typography>
                  <TextField
                    id="setup-password"
                    label="Your password"
                    type="password"
                    autoComplete="current-password"
                    required
                    {...boundText(password, setPassword, passwordProblem)}
                    slotProps={{ htmlInput: { 'aria-invalid': Boolean(passwordProblem) } }}
                    fullWidth
                  />
                  <Button type="submit" variant="contained" size="large">
                    Continue
                  </Button>
                </Box>
              ) : null}
              {stage.kind === 'loading' ? <LoadingState text="Making your QR code..." /> : null}
              {stage.kind === 'failed' ? (
                <Alert severity="error" role="alert">
                  {stage.message}
                </Alert>
              ) : null}
              {stage.kind === 'scan' ? (
                <Box component="form" noValidate onSubmit={confirm} sx={{ display: 'grid', gap: 2 }}>
                  <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
                    <li>
                      <Typography>Install an authenticator app on your phone, such as Google Authenticator or Microsoft Authenticator.</Typography>
                    </li>
                    <li>
                      <Typography>In the app, add an account and scan this QR code.</Typography>
                      <Box
                        component="img"
                        src={stage.setup.qrCode}
                        alt="QR code to scan with your authenticator app"
                        sx={{ display: 'block', width: 200, height: 200, my: 1.5, bgcolor: '#fff' }}
                      />
                      <Typography variant="body2">
                        Cannot scan it? Type this key into the app instead:{' '}
                        <Box component="code" data-testid="setup-secret" sx={{ fontSize: '1rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
                          {inGroups(stage.setup.secret)}
                        </Box>
                      </Typography>
                    </li>
                    <li>
                      <Typography>Type the 6-digit code the app shows for Homeward.</Typography>
                    </li>
                  </Box>
                  <TextField
                    id="setup-code"
                    label="6-digit code"
                    autoComplete="one-time-code"
                    required
                    {...boundText(code, setCode, problem)}
                    slotProps={{ htmlInput: { 'aria-invalid': Boolean(problem), inputMode: 'numeric', maxLength: SECOND_FACTOR_LIMITS.codeMaxLength } }}
                    fullWidth
                  />
                  <Button type="submit" variant="contained" size="large" disabled={sending}>
                    {sending ? 'Checking...' : 'Turn on two-step sign-in'}
                  </Button>
                </Box>
              ) : null}
              {required ? (
                <Button onClick={() => void logout()}>Sign out</Button>
              ) : (
                <Button onClick={() => navigate(paths.users)}>Not now, back to the console</Button>
              )}
            </>
          )}
        </Paper>
      </Box>
    </Box>
  );
}

/** The ten recovery codes, shown this once, with a way to keep them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <Typography component="h1" variant="h2">
        Two-step sign-in is on. Save your recovery codes
      </Typography>
      <Typography>
        If you lose your phone, sign in with one of these codes instead of the app. Each code works once. Keep them somewhere safe, such as a password manager
        or a printed copy. This is the only time they are shown.
      </Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <Box component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: '1.1rem', fontWeight: 700 }}>
            {code}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => downloadText(`Homeward recovery codes\n\n${codes.join('\n')}\n`, 'homeward-recovery-codes.txt', 'text/plain;charset=utf-8')}
        >
          Download the codes
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved them. Continue
        </Button>
      </Box>
    </>
  );
}
