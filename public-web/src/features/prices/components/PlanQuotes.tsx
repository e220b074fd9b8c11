/** @jsxImportSource @emotion/react */
import { useEffect, useMemo, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { formatAud, type PlanQuoteRowDto, type ServiceDto } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { mq, typo } from '../../../components/ui/tool-styles.js';
import { NearField } from '../../directory/components/NearField.js';
import { unknownPlaceMessage } from '../../directory/api/search-providers.js';
import { useLeadDialogs, useVisitSessionId, type ProviderLeadPlan } from '../../leads/index.js';
import { usePlanQuotes } from '../api/quote-plan.js';
import { QuoteRow } from './QuoteRow.js';

export interface PlanQuotesProps {
  /** The plan: services and how many units of each a week. */
  plan: Array<{ serviceId: number; perWeek: number }>;
  classificationId: number | null;
  services: ServiceDto[];
  near: string;
  onNearChange(near: string): void;
}

const styles = {
  status: css({ margin: '16px 0', fontWeight: 600, minHeight: '1.6em' }),
  baseline: css({ margin: '0 0 16px', padding: '12px 16px', borderRadius: 8, background: '#eef3f9', maxWidth: '70ch' }),
  list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }),
  more: css({ marginTop: 24, width: '100%', [mq.sm]: { width: 'auto', minWidth: 320 } }),
  failed: css({ padding: 16, borderRadius: 8, border: `2px solid ${palette.error}` }),
};

/**
 * "Price this plan at providers near you": the plan at each nearby provider's own published prices, cheapest
 * full offers first (POST /api/plans/quote), with the catalogue figure as the baseline. Loaded on demand.
 */
export default function PlanQuotes({ plan, classificationId, services, near, onNearChange }: PlanQuotesProps) {
  const request = useMemo(
    () => (near && plan.length > 0 ? { selectedServices: plan, near, ...(classificationId !== null ? { classificationId } : {}) } : null),
    [plan, near, classificationId],
  );
  const query = usePlanQuotes(request);
  const quotes = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages ?? []).flatMap((p) => p.quotes).filter((q) => !seen.has(q.provider.id) && seen.add(q.provider.id));
  }, [query.data]);
  const catalogue = query.data?.pages[0]?.catalogue;
  const serviceNames = useMemo(() => new Map(services.map((s) => [s.id, s.name])), [services]);
  const failed = query.isError && !query.data;
  const nearError = failed ? unknownPlaceMessage(query.error, near) : null;

  const sessionId = useVisitSessionId();
  const lead = useLeadDialogs();
  const LeadDialog = lead.dialogs?.ProviderLeadDialog;
  const [chosen, setChosen] = useState<PlanQuoteRowDto | null>(null);
  // The plan goes with the lead as it was priced for the chosen row; the server prices it again itself.
  const leadPlan = useMemo<ProviderLeadPlan | null>(
    () =>
      chosen
        ? {
            input: { ...(classificationId !== null ? { classificationId } : {}), selectedServices: plan },
            weeklyCost: chosen.weeklyCost,
            wholePlanPriced: chosen.unpricedServices.length === 0 && chosen.missingServices.length === 0,
          }
        : null,
    [chosen, plan, classificationId],
  );

  // "Show more" moves focus to the first new row.
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || quotes.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li > article')[index]?.focus();
  }, [quotes]);

  let status = '';
  if (request && query.isPending) status = 'Working out prices...';
  else if (request && query.data)
    status =
      quotes.length === 0
        ? 'No providers near there offer these services yet.'
        : `${quotes.length} ${quotes.length === 1 ? 'provider' : 'providers'} near ${near}, cheapest first.`;

  return (
    <div>
      <div css={{ maxWidth: '32rem' }}>
        <NearField id="quote-near" label="Your postcode or suburb" near={near} error={nearError} onChange={onNearChange} />
      </div>
      <p role="status" css={styles.status}>
        {status}
      </p>
      {catalogue && (
        <p css={styles.baseline} data-testid="quote-baseline">
          At the typical prices used above, this plan costs {formatAud(catalogue.weeklyCost)} a week or {formatAud(catalogue.quarterlyCost)} a quarter. Below,
          the same plan at each provider&apos;s own published prices.
        </p>
      )}
      {failed && !nearError && (
        <div role="alert" css={styles.failed}>
          <p css={[typo.body, { marginBottom: 12 }]}>We could not work out prices just now. Please check your connection and try again.</p>
          <Button variant="outlined" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {quotes.length > 0 && (
        <ul ref={listRef} css={styles.list} aria-label="Providers and what this plan costs there">
          {quotes.map((q, i) => (
            <li key={q.provider.id}>
              <QuoteRow
                quote={q}
                rank={i + 1}
                serviceNames={serviceNames}
                near={near}
                onContact={(row) => {
                  setChosen(row);
                  lead.request();
                }}
                onContactIntent={lead.prefetch}
                contactStatus={chosen?.provider.id === q.provider.id ? lead.status : 'idle'}
              />
            </li>
          ))}
        </ul>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" css={[typo.body, { marginTop: 16 }]}>
          We could not load more providers. Please press the button again.
        </p>
      )}
      {query.hasNextPage && (
        <Button
          variant="outlined"
          size="large"
          css={styles.more}
          aria-disabled={query.isFetchingNextPage}
          onClick={() => {
            if (query.isFetchingNextPage) return;
            focusIndex.current = quotes.length;
            void query.fetchNextPage();
          }}
        >
          {query.isFetchingNextPage ? 'Loading more providers...' : 'Show more providers'}
        </Button>
      )}
      {LeadDialog && <LeadDialog open={lead.open} onClose={lead.close} sessionId={sessionId} provider={chosen ? chosen.provider : null} plan={leadPlan} />}
    </div>
  );
}
