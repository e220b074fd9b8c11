/** @jsxImportSource @emotion/react */
import { useState } from 'react';
import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { css } from '@emotion/react';
import type { CompareColumn } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { link, surface, typo } from '../../../components/ui/tool-styles.js';
import { paths } from '../../../app/paths.js';
import { providerProfileQuery } from '../../../api/get-provider-profile.js';
import { mergeIntoShortlist, SHORTLIST_MAX, useShortlist } from '../../../lib/shortlist-store.js';

const styles = {
  box: css([surface, { padding: 16, display: 'grid', gap: 8, marginBottom: 24, borderColor: '#1d4f91', background: '#f3f6fb' }]),
  list: css({ margin: 0, paddingLeft: 24 }),
};

/**
 * The names of a shared shortlist's providers: the compared ones from the comparison, the others from their pages
 * (GET /api/providers/:id). A provider no longer listed is left out.
 */
function useSharedProviders(ids: number[], columns: CompareColumn[]) {
  const others = ids.filter((id) => !columns.some((c) => c.id === id));
  const results = useQueries({ queries: others.map((id) => providerProfileQuery(id)) });
  const loading = results.some((r) => r.isPending);
  const byId = new Map<number, string>(columns.map((c) => [c.id, c.businessName]));
  results.forEach((r, i) => {
    if (r.data) byId.set(others[i], r.data.businessName);
  });
  const providers = ids.flatMap((id) => (byId.has(id) ? [{ id, businessName: byId.get(id)! }] : []));
  return { providers, loading };
}

/** Opened from a shared link: who shared what, and an offer to keep its providers on this browser's shortlist. */
export function SharedShortlistOffer({ providerIds, columns }: { providerIds: number[]; columns: CompareColumn[] }) {
  const { providers, loading } = useSharedProviders(providerIds, columns);
  const mine = useShortlist();
  const [kept, setKept] = useState<{ added: number; leftOut: number } | null>(null);
  const missing = providers.filter((p) => !mine?.some((e) => e.id === p.id));
  return (
    <section aria-labelledby="shared-offer-title" css={styles.box} className="hw-no-print" data-testid="shared-offer">
      <h2 id="shared-offer-title" css={typo.h3}>
        Someone shared this comparison with you
      </h2>
      {loading ? (
        <p role="status" css={typo.body}>
          Loading the providers in this link...
        </p>
      ) : (
        <>
          <p css={typo.body}>Their shortlist has {providers.length === 1 ? '1 provider' : `${providers.length} providers`}:</p>
          <ul css={[typo.body, styles.list]}>
            {providers.map((p) => (
              <li key={p.id}>{p.businessName}</li>
            ))}
          </ul>
          {providers.length < providerIds.length && (
            <p css={typo.small}>
              {providerIds.length - providers.length === 1 ? 'One provider in the link is' : 'Some providers in the link are'} no longer listed.
            </p>
          )}
          {missing.length > 0 && mine !== null && !kept && (
            <div>
              <Button onClick={() => setKept(mergeIntoShortlist(missing))}>
                Keep {missing.length === 1 ? 'this provider' : `these ${missing.length} providers`} on my shortlist
              </Button>
            </div>
          )}
          <p role="status" css={typo.body}>
            {kept &&
              `${kept.added === 1 ? '1 provider' : `${kept.added} providers`} added to your shortlist on this device.` +
                (kept.leftOut > 0 ? ` ${kept.leftOut} did not fit: a shortlist holds ${SHORTLIST_MAX}.` : '')}
            {!kept && missing.length === 0 && mine !== null && providers.length > 0 && 'All of them are on your shortlist on this device.'}
          </p>
          <p css={typo.small}>
            <Link to={paths.shortlist} css={link}>
              Open your shortlist
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
