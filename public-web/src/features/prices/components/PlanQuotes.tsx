/** @jsxImportSource @emotion/react */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import {
  budgetLeft,
  formatAud,
  languageName,
  listingKind,
  toCents,
  widerRadiusKm,
  type PlanQuoteRowDto,
  type ProviderSearchResult,
  type QuarterBudget,
  type RadiusKm,
  type ServiceDto,
} from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { mq, typo } from '../../../components/ui/tool-styles.js';
import { NearField } from '../../../components/places/NearField.js';
import { InterpreterHelp } from '../../../components/content/InterpreterHelp.js';
import { unknownPlaceMessage } from '../../../api/search-locations.js';
import { useLeadDialogs, useVisitSessionId, type ProviderLeadPlan } from '../../leads/index.js';
import { usePlanQuotes } from '../api/quote-plan.js';
import { QuoteLanguageField } from './QuoteLanguageField.js';
import { QuoteRow } from './QuoteRow.js';

export interface PlanQuotesProps {
  /** The plan: services and how many units of each a week. */
  plan: Array<{ serviceId: number; perWeek: number }>;
  classificationId: number | null;
  /**
   * The quarter the calculator measures against (interim funding, carry-over): each budget figure is worked out
   * on it with the calculator's rule (budgetLeft), so the quote and the summary say the same. Without it, the
   * server's figure (the same rule on the classification's own quarter).
   */
  quarter?: QuarterBudget | null;
  services: ServiceDto[];
  near: string;
  onNearChange(near: string): void;
}

const styles = {
  status: css({ margin: '16px 0', fontWeight: 600, minHeight: '1.6em' }),
  baseline: css({ margin: '0 0 16px', padding: '12px 16px', borderRadius: 8, background: '#eef3f9', maxWidth: '70ch' }),
  list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }),
  scope: css({ margin: '0 0 16px', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, maxWidth: '70ch' }),
  group: css({ marginTop: 24, '&:first-of-type': { marginTop: 0 } }),
  groupHeading: css([typo.h3, { marginBottom: 8 }]),
  groupNote: css([typo.body, { marginBottom: 12, maxWidth: '70ch' }]),
  more: css({ marginTop: 24, width: '100%', [mq.sm]: { width: 'auto', minWidth: 320 } }),
  failed: css({ padding: 16, borderRadius: 8, border: `2px solid ${palette.error}` }),
};

const isComplete = (q: PlanQuoteRowDto) => q.unpricedServices.length === 0 && q.missingServices.length === 0;
/** A listing from the government's list nobody has claimed: its services and prices are not known, not missing. */
const isUnknown = (q: PlanQuoteRowDto) => listingKind(q.provider.listing) === 'unclaimed';

/** The budget figure for a quarterly cost in dollars: the calculator's rule, in dollars. */
const leftOf = (quarter: QuarterBudget, quarterlyCost: number) => budgetLeft(quarter, toCents(quarterlyCost)).leftCents / 100;

/** A nearby organisation without prices for the plan, as a row of the "not told us yet" group (which shows no cost). */
function toAskRow(provider: ProviderSearchResult): PlanQuoteRowDto {
  return { provider, weeklyCost: 0, quarterlyCost: 0, unpricedServices: [], missingServices: [], pricesUpdatedAt: null };
}

/**
 * "Price this plan at providers near you": the plan at each nearby provider's own published prices
 * (POST /api/plans/quote), with the catalogue figure as the baseline. Loaded on demand. Near means near:
 * the server's default radius unless the family looks farther, said above the list;
 * providers that offer the whole plan first, those visiting the place first and then cheapest first; offers
 * for part of the plan listed apart, with the price of that part only.
 */
export default function PlanQuotes({ plan, classificationId, quarter = null, services, near, onNearChange }: PlanQuotesProps) {
  // A wider radius asked for, for this place only (null: the server's default rule).
  const [widened, setWidened] = useState<{ near: string; radiusKm: RadiusKm } | null>(null);
  const chosenRadius = widened?.near === near ? widened.radiusKm : null;
  // Staff who speak the family's language: the directory's filter (languages), one language here ('' for any).
  const [language, setLanguage] = useState('');
  const request = useMemo(
    () =>
      near && plan.length > 0
        ? {
            selectedServices: plan,
            near,
            ...(chosenRadius !== null ? { radiusKm: chosenRadius } : {}),
            ...(classificationId !== null ? { classificationId } : {}),
            ...(language ? { languages: [language] } : {}),
          }
        : null,
    [plan, near, classificationId, chosenRadius, language],
  );
  const query = usePlanQuotes(request);
  const quotes = useMemo(() => {
    const seen = new Set<number>();
    const rows = (query.data?.pages ?? []).flatMap((p) => p.quotes).filter((q) => !seen.has(q.provider.id) && seen.add(q.provider.id));
    return quarter && classificationId !== null ? rows.map((q) => ({ ...q, remainingBudget: leftOf(quarter, q.quarterlyCost) })) : rows;
  }, [query.data, quarter, classificationId]);
  // The server lists complete offers first; a page may end among them, so each group keeps the server's order.
  const complete = useMemo(() => quotes.filter((q) => !isUnknown(q) && isComplete(q)), [quotes]);
  const partial = useMemo(() => quotes.filter((q) => !isUnknown(q) && !isComplete(q)), [quotes]);
  // Listings nobody has claimed that the server found nearby with no prices for the plan (toAsk), after any quoted.
  const unknown = useMemo(() => {
    const quoted = new Set(quotes.map((q) => q.provider.id));
    const asked = (query.data?.pages[0]?.toAsk ?? []).filter((p) => !quoted.has(p.id)).map(toAskRow);
    return [...quotes.filter(isUnknown), ...asked];
  }, [quotes, query.data]);
  const priced = complete.length + partial.length;
  const served = query.data?.pages[0]?.catalogue;
  const catalogue = served && quarter && classificationId !== null ? { ...served, remainingBudget: leftOf(quarter, served.quarterlyCost) } : served;
  const radiusKm = query.data?.pages[0]?.radiusKm ?? null;
  const wider = radiusKm !== null ? widerRadiusKm(radiusKm) : null;
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

  // "Show more" moves focus to the first new row (rows in page order: complete ones, then partial ones).
  const listsRef = useRef<HTMLDivElement>(null);
  const focusId = useRef<number | 'next' | null>(null);
  const shownIds = useRef<number[]>([]);
  useEffect(() => {
    const before = new Set(shownIds.current);
    shownIds.current = quotes.map((q) => q.provider.id);
    if (focusId.current !== 'next') return;
    const first = quotes.find((q) => !before.has(q.provider.id));
    if (!first) return;
    focusId.current = null;
    listsRef.current?.querySelector<HTMLElement>(`article[data-provider-id="${first.provider.id}"]`)?.focus();
  }, [quotes]);

  const spoken = languageName(language);
  const within = (radiusKm !== null ? `within ${radiusKm} km of ${near}` : `near ${near}`) + (spoken ? ` whose staff speak ${spoken}` : '');
  let status = '';
  if (request && query.isPending) status = 'Working out prices...';
  else if (request && query.data)
    status =
      priced === 0
        ? unknown.length > 0
          ? `No provider ${within} has published prices with us yet. ${unknown.length} ${unknown.length === 1 ? 'is' : 'are'} listed below for you to ask.`
          : `No providers ${within} offer these services yet.`
        : `${complete.length} ${complete.length === 1 ? 'provider' : 'providers'} ${within} can do your whole plan` +
          (partial.length > 0 ? `, and ${partial.length} can do part of it.` : '.') +
          (unknown.length > 0 ? ` ${unknown.length} more ${unknown.length === 1 ? 'has' : 'have'} not told us their services or prices yet.` : '');

  const rows = (list: PlanQuoteRowDto[], label: string): ReactNode => (
    <ul css={styles.list} aria-label={label}>
      {list.map((q, i) => (
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
  );

  return (
    <div>
      <div css={{ maxWidth: '32rem' }}>
        <NearField id="quote-near" label="Your postcode or suburb" near={near} error={nearError} onChange={onNearChange} />
      </div>
      <QuoteLanguageField value={language} onChange={setLanguage} />
      <p role="status" css={styles.status}>
        {status}
      </p>
      {catalogue && (
        <p css={styles.baseline} data-testid="quote-baseline">
          At the typical prices used above (the department&apos;s indicative prices), this plan costs {formatAud(catalogue.weeklyCost)} a week or{' '}
          {formatAud(catalogue.quarterlyCost)} a quarter.{' '}
          {catalogue.remainingBudget !== undefined && (
            <span data-testid="quote-baseline-left">
              {catalogue.remainingBudget < 0
                ? `That is over your budget after care management by ${formatAud(-catalogue.remainingBudget)}.`
                : `That leaves ${formatAud(catalogue.remainingBudget)} in your budget after care management.`}{' '}
            </span>
          )}
          {priced > 0
            ? "Below, the same plan at each provider's own published prices."
            : 'No provider near you has published its own prices with us yet, so this is the best guide we have. Ask the providers below what they charge.'}
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
      {request && query.data && radiusKm !== null && (
        <div css={styles.scope} data-testid="quote-scope">
          <p css={typo.body}>
            Providers within {radiusKm} km of {near}, and any that say they visit there. Those that visit your area come first.
          </p>
          {wider !== null && (
            <Button variant="outlined" onClick={() => setWidened({ near, radiusKm: wider })}>
              Look farther: within {wider} km
            </Button>
          )}
        </div>
      )}
      {(quotes.length > 0 || unknown.length > 0) && (
        <div ref={listsRef}>
          {complete.length > 0 && (
            <section css={styles.group} aria-labelledby="quotes-complete-heading">
              <h3 id="quotes-complete-heading" css={styles.groupHeading}>
                Can do your whole plan
              </h3>
              <p css={styles.groupNote}>Cheapest first, after those that visit your area.</p>
              {rows(complete, 'Providers that can do your whole plan, and what it costs there')}
            </section>
          )}
          {partial.length > 0 && (
            <section css={styles.group} aria-labelledby="quotes-partial-heading">
              <h3 id="quotes-partial-heading" css={styles.groupHeading}>
                Can do only part of your plan
              </h3>
              <p css={styles.groupNote}>
                These providers do not offer, or have not priced, some services in your plan. The price shown is only for the part they cover, so it is not the
                cost of your plan.
              </p>
              {rows(partial, 'Providers that can do part of your plan, and what that part costs there')}
            </section>
          )}
          {unknown.length > 0 && (
            <section css={styles.group} aria-labelledby="quotes-unknown-heading">
              <h3 id="quotes-unknown-heading" css={styles.groupHeading}>
                Have not told us their services or prices yet
              </h3>
              <p css={styles.groupNote}>
                These providers are on the government&apos;s list of home-care services, but they have not joined Homeward yet. We do not know what they offer
                or charge. We can pass on your request.
              </p>
              {rows(unknown, 'Providers that have not told us their services or prices yet')}
            </section>
          )}
          {/* Every group asks the family to call or ask a provider something (a price, the wait, their areas). */}
          <InterpreterHelp whom="a provider" css={[styles.groupNote, { marginTop: 24 }]} />
        </div>
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
            focusId.current = 'next';
            void query.fetchNextPage();
          }}
        >
          {query.isFetchingNextPage ? 'Loading more providers...' : 'Show more providers'}
        </Button>
      )}
      {LeadDialog && (
        <LeadDialog
          open={lead.open}
          onClose={lead.close}
          sessionId={sessionId}
          provider={chosen ? chosen.provider : null}
          plan={leadPlan}
          language={language || null}
        />
      )}
    </div>
  );
}
