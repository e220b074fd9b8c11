import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';

/** A grey card shape while providers load. */
export function ProviderCardSkeleton() {
  return (
    <Paper variant="outlined" aria-hidden="true" data-testid="provider-skeleton" sx={{ p: 3, borderWidth: 2 }}>
      <Skeleton variant="text" width="60%" height={36} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="rounded" height={72} sx={{ my: 1 }} />
      <Skeleton variant="text" width="50%" />
      <Skeleton variant="text" width="45%" />
      <Skeleton variant="rounded" height={44} sx={{ mt: 2 }} />
    </Paper>
  );
}
