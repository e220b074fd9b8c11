import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { PASSWORD_RULES } from '@homeward/domain';
import { serverFieldErrors } from '../lib/server-errors.js';
import { ErrorAlert } from '../../components/ui/ErrorAlert.js';
import { newPasswordErrors, type NewPasswordErrors, type NewPasswordValues } from './password-form.js';

export interface NewPasswordFormProps {
  heading: string;
  intro: ReactNode;
  /** Accepting an invitation also asks for the person's name. */
  askName?: boolean;
  submitLabel: string;
  /** Resolves on success; a 400's message is shown at the field it names, anything else above the form. */
  onSubmit: (values: { name: string; password: string }) => Promise<unknown>;
}

const FIELDS = ['name', 'password'] as const;

/** Choose a password (twice), and a name when invited. What was typed stays when the server refuses. */
export function NewPasswordForm({ heading, intro, askName = false, submitLabel, onSubmit }: NewPasswordFormProps) {
  const [values, setValues] = useState<NewPasswordValues>({ name: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (field: keyof NewPasswordValues) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = newPasswordErrors(values, askName);
    setErrors(found);
    const first = (['name', 'password', 'confirm'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`new-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await onSubmit({ name: values.name?.trim() ?? '', password: values.password });
    } catch (error) {
      const placed = serverFieldErrors(error, FIELDS, error instanceof Error ? error.message : 'Something went wrong. Try again.');
      setErrors(placed.fields);
      setFailure(placed.general);
      setSending(false);
    }
  };

  const field = (name: keyof NewPasswordValues, label: string, props: { type?: string; autoComplete: string; help?: string }) => (
    <TextField
      id={`new-${name}`}
      label={label}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      required
      value={values[name] ?? ''}
      onChange={change(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? props.help ?? ' '}
      slotProps={{ htmlInput: { 'aria-invalid': Boolean(errors[name]) } }}
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="new-password-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="new-password-heading" component="h1" variant="h2">
        {heading}
      </Typography>
      {intro}
      <ErrorAlert message={failure} />
      {askName ? field('name', 'Your name', { autoComplete: 'name' }) : null}
      {field('password', 'New password', {
        type: 'password',
        autoComplete: 'new-password',
        help: `At least ${PASSWORD_RULES.minLength} characters. A few unrelated words work well.`,
      })}
      {field('confirm', 'Type the password again', { type: 'password', autoComplete: 'new-password' })}
      <Button type="submit" variant="contained" size="large" disabled={sending} fullWidth>
        {sending ? 'Saving...' : submitLabel}
      </Button>
    </Box>
  );
}
