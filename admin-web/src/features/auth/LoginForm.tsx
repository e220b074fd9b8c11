import { useState, type FormEvent } from 'react';
import { TextField, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { LOGIN_FAILED_MESSAGE } from '@homeward/domain';
import { validateLogin, type LoginErrors, type LoginValues } from '../../lib/login-validation.js';
import { SignInStep, useSignInSubmit } from './SignInStep.js';

export interface LoginFormProps {
  /** Resolves on success; any rejection shows 'Invalid email or password'. */
  onSubmit: (values: LoginValues) => Promise<unknown>;
}

const FIELDS = [
  { name: 'email', id: 'admin-email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', id: 'admin-password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

export function LoginForm({ onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // Which part was wrong is never said: the one message for every refusal.
  const { sending, failure, attempt } = useSignInSubmit(onSubmit, () => LOGIN_FAILED_MESSAGE);

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
      document.getElementById(found.email ? 'admin-email' : 'admin-password')?.focus();
      return;
    }
    await attempt({ email: values.email.trim(), password: values.password });
  };

  return (
    <SignInStep
      headingId="login-heading"
      heading="Admin sign in"
      icon={<LockOutlinedIcon color="primary" aria-hidden />}
      failure={failure}
      sending={sending}
      sendingLabel="Signing in..."
      onSubmit={submit}
      footer={
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          For authorized personnel only
        </Typography>
      }
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={field.id}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          required
          value={values[field.name]}
          onChange={change(field.name)}
          error={Boolean(errors[field.name])}
          helperText={errors[field.name]}
          slotProps={{ htmlInput: { 'aria-invalid': Boolean(errors[field.name]) } }}
          fullWidth
        />
      ))}
    </SignInStep>
  );
}
