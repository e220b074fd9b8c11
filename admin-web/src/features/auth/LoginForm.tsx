import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { validateLogin, type LoginErrors, type LoginValues } from '../../lib/login-validation.js';
import { LOGIN_FAILED_MESSAGE } from '../../lib/auth-provider.js';

export interface LoginFormProps {
  /** Resolves on success; any rejection shows 'Invalid email or password'. */
  onSubmit: (values: LoginValues) => Promise<unknown>;
  /** The provider portal signs in with the same form under its own heading, ids and footer. */
  heading?: string;
  idPrefix?: string;
  footer?: ReactNode;
}

export function LoginForm({ onSubmit, heading = 'Admin sign in', idPrefix = 'admin', footer }: LoginFormProps) {
  const emailId = `${idPrefix}-email`;
  const passwordId = `${idPrefix}-password`;
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Once the user has tried to submit, errors follow their typing.
    if (submitted) setErrors(validateLogin(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.email ? emailId : passwordId)?.focus();
      return;
    }
    setSending(true);
    setFailed(false);
    try {
      await onSubmit({ email: values.email.trim(), password: values.password });
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="login-heading" sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LockOutlinedIcon color="primary" aria-hidden />
        <Typography id="login-heading" component="h1" variant="h2">
          {heading}
        </Typography>
      </Box>
      {failed ? (
        <Alert severity="error" role="alert">
          {LOGIN_FAILED_MESSAGE}
        </Alert>
      ) : null}
      <TextField
        id={emailId}
        label="Email"
        type="email"
        autoComplete="username"
        required
        value={values.email}
        onChange={change('email')}
        error={Boolean(errors.email)}
        helperText={errors.email}
        slotProps={{ htmlInput: { 'aria-invalid': Boolean(errors.email) } }}
        fullWidth
      />
      <TextField
        id={passwordId}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        error={Boolean(errors.password)}
        helperText={errors.password}
        slotProps={{ htmlInput: { 'aria-invalid': Boolean(errors.password) } }}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={sending} fullWidth>
        {sending ? 'Signing in...' : 'Sign In'}
      </Button>
      {footer ?? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          For authorized personnel only
        </Typography>
      )}
    </Box>
  );
}
