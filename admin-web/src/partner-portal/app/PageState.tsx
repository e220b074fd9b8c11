import { Alert } from '@mui/material';
import { LoadingState } from '../../components/ui/LoadingState.js';

/** What a page shows before its data: loading, or a plain failure. */
export function PageState({ isPending, error }: { isPending: boolean; error: unknown }) {
  if (isPending) return <LoadingState />;
  return (
    <Alert severity="error" role="alert">
      {error instanceof Error && error.message ? error.message : 'This page could not be loaded.'} Reload the page to try again.
    </Alert>
  );
}
