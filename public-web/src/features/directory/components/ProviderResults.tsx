import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { showingProvidersText, UI_LIMITS, type ProviderSearchResult } from '@homeward/domain';
import { ProviderCard } from './ProviderCard.js';
import { ProviderCardSkeleton } from './ProviderCardSkeleton.js';

export interface ProviderResultsProps {
  providers: ProviderSearchResult[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The place could not be found: the field says why; the results say what to do. */
  placeNotFound: boolean;
  near: string;
  radiusKm: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** Loading the next page failed (the cards already shown stay). */
  moreFailed: boolean;
  onShowMore(): void;
  onRetry(): void;
  onConnect(provider: ProviderSearchResult): void;
}

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;

function statusText(p: ProviderResultsProps): ReactNode {
  if (p.loading) return 'Loading providers...';
  // Shown by the field already; said here for screen readers, which do not hear the field change.
  if (p.placeNotFound) return <span className="hw-visually-hidden">We could not find that place. No providers are shown.</span>;
  if (p.failed || !p.providers) return '';
  if (p.loadingMore) return 'Loading more providers...';
  return showingProvidersText(p.providers.length);
}

/** Skeletons while loading, the cards in 2 columns on wide screens, or the empty state; then "Show more providers". */
export function ProviderResults(props: ProviderResultsProps) {
  const { providers, loading, failed, placeNotFound, near, radiusKm, hasMore, loadingMore, moreFailed, onShowMore, onRetry, onConnect } = props;
  const listRef = useRef<HTMLUListElement>(null);
  // The index of the first card of the page being loaded: it gets focus when it arrives.
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || !providers || providers.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li > article')[index]?.focus();
  }, [providers]);

  const showMore = () => {
    if (loadingMore) return;
    focusIndex.current = providers?.length ?? 0;
    onShowMore();
  };

  return (
    <Box component="section" aria-labelledby="directory-results-heading" aria-busy={loading || loadingMore} sx={{ mt: 4 }}>
      <Typography variant="h2" id="directory-results-heading" className="hw-visually-hidden">
        Results
      </Typography>
      <Typography role="status" sx={{ fontWeight: 600, mb: 2, minHeight: '1.6em' }}>
        {statusText(props)}
      </Typography>
      {loading ? (
        <Box sx={grid}>
          {Array.from({ length: UI_LIMITS.directorySkeletonCards }, (_, i) => <ProviderCardSkeleton key={i} />)}
        </Box>
      ) : placeNotFound ? (
        <Box sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 2, border: 2, borderColor: 'divider', borderStyle: 'dashed' }}>
          <Typography variant="h3" component="p" sx={{ mb: 1 }}>We could not find that place</Typography>
          <Typography>Check the postcode or suburb in the Near box above, or choose a place from its list.</Typography>
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
        <>
          <Box component="ul" ref={listRef} sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
            {providers?.map((p) => (
              <Box component="li" key={p.id} sx={{ minWidth: 0 }}>
                <ProviderCard provider={p} near={near} radiusKm={radiusKm} onConnect={onConnect} />
              </Box>
            ))}
          </Box>
          {moreFailed && !loadingMore && (
            <Typography role="alert" sx={{ mt: 3, fontWeight: 600 }}>
              We could not load more providers. Please check your connection and press the button again.
            </Typography>
          )}
          {hasMore && (
            <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}>
              <Button variant="outlined" size="large" onClick={showMore} aria-disabled={loadingMore} sx={{ minWidth: { xs: '100%', sm: 320 } }}>
                {loadingMore ? 'Loading more providers...' : 'Show more providers'}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
