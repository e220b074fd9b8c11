import { Alert } from '@mui/material';
import type { ModerationRequestDto } from '@homeward/domain';

/** Under a moderated field: the value the provider asked for, still waiting for Homeward's approval. */
export function PendingNote({ change }: { change: ModerationRequestDto | undefined }) {
  if (!change) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      Waiting for approval: {change.after ? `“${change.after}”` : 'remove it'}. Until then the directory shows the value above.
    </Alert>
  );
}
