import { Button, DialogContent, TextField } from '@mui/material';
import { DialogButtons, FormDialog } from '../../components/ui/FormDialog.js';
import { errorCode, errorMessage } from '../../lib/http-error.js';
import type { ReactNode } from 'react';

// The password dialogs of Admin Users (set another's, change your own, reset another's two-step sign-in): their frame and fields.

/** A failed call as a toast: the server's words, or the fallback. */
export const failed = (error: unknown, fallback: string) => ({ title: 'Error', description: errorMessage(error) ?? fallback, variant: 'destructive' as const });

export const MINE_MISSING = 'Enter your own password, to confirm it is you';
const MINE_WRONG = 'That is not your password. Type the password you sign in with.';

/** The server's answer about the confirming password, in the words of the form; null when the error is about something else. */
export const mineProblemOf = (error: unknown): string | null => {
  const code = errorCode(error);
  if (code === 'IDENTITY_CHECK_WRONG') return MINE_WRONG;
  if (code === 'IDENTITY_CHECK_REQUIRED') return MINE_MISSING;
  return null;
};

export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  autoComplete: string;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      error={Boolean(error)}
      helperText={error ?? ' '}
      autoComplete={autoComplete}
    />
  );
}

/** The frame of both password dialogs: their fields, then Cancel and the one button that saves. */
export function PasswordDialog({
  title,
  saveLabel,
  busy,
  onSave,
  onClose,
  children,
}: {
  title: string;
  saveLabel: string;
  busy: boolean;
  onSave: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog title={title} onClose={onClose} maxWidth="sm">
      <DialogContent dividers>{children}</DialogContent>
      <DialogButtons onCancel={onClose}>
        <Button variant="contained" onClick={() => void onSave()} disabled={busy}>
          {saveLabel}
        </Button>
      </DialogButtons>
    </FormDialog>
  );
}
