import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { LOGIN_FAILED_MESSAGE } from '@homeward/domain';
import { validateLogin, type LoginErrors, type LoginValues } from '../../lib/login-validation.js';
import { SignInStep, useSignInSubmit } from './SignInStep.js';

export interface LoginFormProps {
  /** Resolves on success; any rejection shows 'Invalid email or password' (unless failureOf says otherwise). */
  onSubmit: (values: LoginValues) => Promise<unknown>;
  /** The portal also says when sign-in is paused (how long, and that a link can be emailed); the console never does. */
  failureOf?: (error: unknown) => string;
  /** The provider portal signs in with the same form under its own heading, ids and footer. */
  heading?: string;
  idPrefix?: string;
  footer?: ReactNode;
}

const FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

export function LoginForm({ onSubmit, heading = 'Admin sign in', idPrefix = 'admin', footer, failureOf = () => LOGIN_FAILED_MESSAGE }: LoginFormProps) {
  const idOf = (name: (typeof FIELDS)[number]['name']) => `${idPrefix}-${name}`;
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // Which part was wrong is never said: the one message for every refusal.
  const { sending, failure, attempt } = useSignInSubmit(onSubmit, failureOf);

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
      document.getElementById(idOf(found.email ? 'email' : 'password'))?.focus();
      return;
    }
    await attempt({ email: values.email.trim(), password: values.password });
  };

  return (
    <SignInStep
      headingId="login-heading"
      heading={heading}
      icon={<LockOutlinedIcon color="primary" aria-hidden />}
      failure={failure}
      sending={sending}
      sendingLabel="Signing in..."
      onSubmit={submit}
      footer={
        footer ?? (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            For authorized personnel only
          </Typography>
        )
      }
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={idOf(field.name)}
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
