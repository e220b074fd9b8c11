import { Alert, type SxProps, type Theme } from '@mui/material';

/** A failure the person must read, announced at once (role="alert"); nothing when there is no message. */
export function ErrorAlert({ message, sx }: { message: string | null | undefined; sx?: SxProps<Theme> }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  );
}
