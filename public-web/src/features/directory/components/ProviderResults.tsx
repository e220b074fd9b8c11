import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { UI_LIMITS, type ProviderSearchResult } from '@homeward/domain';
import { ProviderCard } from './ProviderCard.js';
import { ProviderCardSkeleton } from './ProviderCardSkeleton.js';

export interface ProviderResultsProps {
  providers: ProviderSearchResult[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  onConnect(provider: ProviderSearchResult): void;
}

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;

function statusText(providers: ProviderSearchResult[] | undefined, loading: boolean, failed: boolean): string {
  if (loading) return 'Loading providers...';
  if (failed) return '';
  if (!providers) return '';
  return providers.length === 1 ? '1 provider found' : `${providers.length} providers found`;
}

/** Skeletons while loading, the cards in 2 columns on wide screens, or the empty state. */
export function ProviderResults({ providers, loading, failed, onRetry, onConnect }: ProviderResultsProps) {
  return (
    <Box component="section" aria-labelledby="directory-results-heading" aria-busy={loading} sx={{ mt: 4 }}>
      <Typography variant="h2" id="directory-results-heading" className="hw-visually-hidden">
        Results
      </Typography>
      <Typography role="status" sx={{ fontWeight: 600, mb: 2, minHeight: '1.6em' }}>
        {statusText(providers, loading, failed)}
      </Typography>
      {loading ? (
        <Box sx={grid}>
          {Array.from({ length: UI_LIMITS.directorySkeletonCards }, (_, i) => <ProviderCardSkeleton key={i} />)}
        </Box>
      ) : failed ? (
        <Box role="alert" sx={{ p: 3, borderRadius: 2, border: 2, borderColor: 'error.main' }}>
          <Typography sx={{ fontWeight: 700 }}>We could not load providers.</Typography>
          <Typography sx={{ mb: 2 }}>Please check your connection and try again.</Typography>
          <Button variant="outlined" onClick={onRetry}>Try again</Button>
        </Box>
      ) : providers && providers.length === 0 ? (
        <Box sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 2, border: 2, borderColor: 'divider', borderStyle: 'dashed' }}>
          <Typography variant="h3" component="p" sx={{ mb: 1 }}>No providers found</Typography>
          <Typography>Try adjusting your search criteria or state filter.</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
          {providers?.map((p) => (
            <Box component="li" key={p.id} sx={{ minWidth: 0 }}>
              <ProviderCard provider={p} onConnect={onConnect} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
