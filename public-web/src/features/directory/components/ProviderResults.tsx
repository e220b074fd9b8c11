/** @jsxImportSource @emotion/react */
import { useEffect, useRef, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { showingProvidersText, UI_LIMITS, widerRadiusKm, type ProviderSearchResult } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { columnGrid, lines, mq, typo } from '../../../components/ui/tool-styles.js';
import { ProviderCard } from './ProviderCard.js';
import { ProviderCardSkeleton } from './ProviderCardSkeleton.js';
import type { LeadDialogStatus } from '../../leads/index.js';

export interface ProviderResultsProps {
  providers: ProviderSearchResult[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The place could not be found: the field says why; the results say what to do. */
  placeNotFound: boolean;
  near: string;
  /** The radius searched (km; the default rule's when that was used), null for any distance. */
  radiusKm: number | null;
  /** Nearest first (the default with a place): providers that visit the place come first. */
  nearestFirst: boolean;
  /** Look farther: the next radius, or any distance after the widest. Absent without a place or a radius. */
  onWiden?(): void;
  hasMore: boolean;
  loadingMore: boolean;
  /** Loading the next page failed (the cards already shown stay). */
  moreFailed: boolean;
  onShowMore(): void;
  onRetry(): void;
  onConnect(provider: ProviderSearchResult): void;
  /** Someone is likely to press a Connect button: start loading the form. */
  onConnectIntent?(): void;
  /** The provider whose contact form is loading (or failed to load), and how that is going. */
  connecting?: { providerId: number; status: LeadDialogStatus } | null;
}

const styles = {
  section: css({ marginTop: 32 }),
  status: css({ margin: '0 0 16px', fontWeight: 600, minHeight: '1.6em' }),
  scope: css({ margin: '0 0 24px', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, maxWidth: '60rem' }),
  grid: css(columnGrid({ gap: 24, md: 2 })),
  list: css({ listStyle: 'none', padding: 0, margin: 0 }),
  empty: css({ padding: 24, textAlign: 'center', borderRadius: 16, border: `2px dashed ${lines.divider}`, [mq.sm]: { padding: 40 } }),
  failed: css({ padding: 24, borderRadius: 16, border: `2px solid ${palette.error}` }),
  more: css({ marginTop: 32, display: 'flex', justifyContent: 'center' }),
  moreButton: css({ width: '100%', [mq.sm]: { width: 'auto', minWidth: 320 } }),
};

function statusText(p: ProviderResultsProps): ReactNode {
  if (p.loading) return 'Loading providers...';
  // Shown by the field already; said here for screen readers, which do not hear the field change.
  if (p.placeNotFound) return <span className="hw-visually-hidden">We could not find that place. No providers are shown.</span>;
  if (p.failed || !p.providers) return '';
  if (p.loadingMore) return 'Loading more providers...';
  return showingProvidersText(p.providers.length);
}

/** Where the list looks and in what order, said above it: "within 50 km of Melbourne VIC 3000, nearest first...". */
function scopeText(p: ProviderResultsProps): string {
  if (!p.near || p.radiusKm === null) return '';
  const order = p.nearestFirst ? ' Those that visit your area come first, then the rest, nearest first.' : ' In best match order: featured listings first.';
  return `Providers within ${p.radiusKm} km of ${p.near}, and any that say they visit there.${order}`;
}

/** The widen button's words: the next radius, or any distance after the widest. */
function widenText(radiusKm: number): string {
  const wider = widerRadiusKm(radiusKm);
  return wider === null ? 'Show providers at any distance' : `Look farther: within ${wider} km`;
}

/** Skeletons while loading, the cards in 2 columns on wide screens, or the empty state; then "Show more providers". */
export function ProviderResults(props: ProviderResultsProps) {
  const {
    providers,
    loading,
    failed,
    placeNotFound,
    near,
    radiusKm,
    onWiden,
    hasMore,
    loadingMore,
    moreFailed,
    onShowMore,
    onRetry,
    onConnect,
    onConnectIntent,
    connecting,
  } = props;
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
    <section aria-labelledby="directory-results-heading" aria-busy={loading || loadingMore} css={styles.section}>
      <h2 id="directory-results-heading" className="hw-visually-hidden">
        Results
      </h2>
      <p role="status" css={styles.status}>
        {statusText(props)}
      </p>
      {!loading && !failed && !placeNotFound && scopeText(props) && (
        <div css={styles.scope} data-testid="directory-scope">
          <p css={typo.body}>{scopeText(props)}</p>
          {onWiden && radiusKm !== null && (
            <Button variant="outlined" onClick={onWiden}>
              {widenText(radiusKm)}
            </Button>
          )}
        </div>
      )}
      {loading ? (
        <div css={styles.grid}>
          {Array.from({ length: UI_LIMITS.directorySkeletonCards }, (_, i) => (
            <ProviderCardSkeleton key={i} />
          ))}
        </div>
      ) : placeNotFound ? (
        <div css={styles.empty}>
          <p css={[typo.h3, { marginBottom: 8 }]}>We could not find that place</p>
          <p css={typo.body}>Check the postcode or suburb in the Near box above, or choose a place from its list.</p>
        </div>
      ) : failed ? (
        <div role="alert" css={styles.failed}>
          <p css={[typo.body, { fontWeight: 700 }]}>We could not load providers.</p>
          <p css={[typo.body, { marginBottom: 16 }]}>Please check your connection and try again.</p>
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : providers && providers.length === 0 ? (
        <div css={styles.empty}>
          <p css={[typo.h3, { marginBottom: 8 }]}>No providers found</p>
          <p css={typo.body}>
            {near && radiusKm !== null
              ? 'None this close. Look farther with the button above, or change your filters.'
              : 'Try adjusting your search criteria or state filter.'}
          </p>
        </div>
      ) : (
        <>
          <ul ref={listRef} css={[styles.grid, styles.list]}>
            {providers?.map((p) => (
              <li key={p.id} css={{ minWidth: 0 }}>
                <ProviderCard
                  provider={p}
                  near={near}
                  onConnect={onConnect}
                  onConnectIntent={onConnectIntent}
                  connectStatus={connecting?.providerId === p.id ? connecting.status : 'idle'}
                />
              </li>
            ))}
          </ul>
          {moreFailed && !loadingMore && (
            <p role="alert" css={[typo.body, { marginTop: 24, fontWeight: 600 }]}>
              We could not load more providers. Please check your connection and press the button again.
            </p>
          )}
          {hasMore && (
            <div css={styles.more}>
              <Button variant="outlined" size="large" onClick={showMore} aria-disabled={loadingMore} css={styles.moreButton}>
                {loadingMore ? 'Loading more providers...' : 'Show more providers'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
