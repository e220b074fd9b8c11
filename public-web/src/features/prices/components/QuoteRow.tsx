/** @jsxImportSource @emotion/react */
import { Link } from 'react-router';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { BUDGET_LEFT_LABELS, distanceAwayText, formatAud, listingKind, organisationTypeWords, type PlanQuoteRowDto } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { link, mq, surface, typo } from '../../../components/ui/tool-styles.js';
import { providerProfilePath } from '../../../app/paths.js';
import { LeadDialogStatusText, prefetchProps, type LeadDialogStatus } from '../../leads/index.js';
import { updatedOnText } from '../price-words.js';
import { ClaimListingLink, ListingSourceLine } from '../../../components/providers/ListingProvenance.js';
import { SaveToShortlist } from '../../../components/providers/SaveToShortlist.js';
import { areaNote, EstimateExplained, officeCountText, officeLines } from '../../../components/providers/UnclaimedListingFacts.js';
import { QuoteNeeds } from './QuoteNeeds.js';

const styles = {
  row: css([surface, { padding: 16, display: 'grid', gap: 8, [mq.sm]: { padding: 20 } }]),
  top: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }),
  figures: css({ display: 'grid', gap: 8, margin: 0, gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' }),
  figure: css({
    margin: 0,
    '& dt': { fontSize: typeScale.small.fontSize, color: palette.textSecondary },
    '& dd': { margin: 0, fontSize: typeScale.h4.fontSize, fontWeight: 700 },
  }),
  over: css({ color: palette.error }),
  visits: css({ margin: 0, color: palette.success, fontWeight: 600 }),
  notListed: css({ margin: 0, color: palette.warning, fontWeight: 600 }),
  gap: css({ margin: 0, padding: '8px 12px', borderRadius: 8, background: palette.goldBg, fontSize: typeScale.small.fontSize }),
  actions: css({ display: 'grid', gap: 8, [mq.sm]: { maxWidth: '22rem' } }),
};

export interface QuoteRowProps {
  quote: PlanQuoteRowDto;
  rank: number;
  serviceNames: ReadonlyMap<number, string>;
  near: string;
  onContact(quote: PlanQuoteRowDto): void;
  onContactIntent(): void;
  contactStatus: LeadDialogStatus;
}

const names = (ids: number[], byId: ReadonlyMap<number, string>) => ids.map((id) => byId.get(id) ?? 'Unknown Service').join(', ');

/**
 * One provider's price for the plan, whether it visits the family's place, and, for the whole plan only, what
 * is left of the budget: a part of the plan beside "left in your budget" would read as cheap.
 */
export function QuoteRow({ quote: q, rank, serviceNames, near, onContact, onContactIntent, contactStatus }: QuoteRowProps) {
  const p = q.provider;
  const headingId = `quote-${p.id}-name`;
  const unclaimed = listingKind(p.listing) === 'unclaimed';
  const away = unclaimed ? '' : distanceAwayText(p.distanceKm);
  const partial = q.unpricedServices.length > 0 || q.missingServices.length > 0;
  const note = areaNote(p, near);
  return (
    <article aria-labelledby={headingId} tabIndex={-1} css={styles.row} data-testid="quote-row" data-provider-id={p.id}>
      <div css={styles.top}>
        <h4 id={headingId} css={typo.h4}>
          <span className="hw-visually-hidden">{rank}. </span>
          <Link to={near ? `${providerProfilePath(p.id)}?near=${encodeURIComponent(near)}` : providerProfilePath(p.id)} css={link}>
            {p.businessName}
          </Link>
        </h4>
        {away && (
          <span css={typo.body}>
            {away}
            <span className="hw-visually-hidden"> from {near}</span>
          </span>
        )}
      </div>
      {unclaimed && <UnclaimedQuoteFacts quote={q} near={near} />}
      {note && (
        <p css={note.visits ? styles.visits : styles.notListed} data-testid="quote-area-note">
          {note.words}
          {!note.visits && !unclaimed && <span css={[typo.small, { fontWeight: 400 }]}>: ask them before you choose</span>}
        </p>
      )}
      {note?.estimated && <EstimateExplained />}
      {!unclaimed && <QuoteNeeds provider={p} />}
      {unclaimed ? (
        <p css={styles.gap}>
          They have not told us their services or prices yet, so we cannot work out what your plan would cost with them. Ask us to pass on your request and they
          can tell you.
        </p>
      ) : (
        <QuoteFigures quote={q} partial={partial} serviceNames={serviceNames} />
      )}
      <ListingSourceLine listing={p.listing} />
      {unclaimed && <ClaimListingLink providerId={p.id} businessName={p.businessName} />}
      <div css={styles.actions}>
        <Button variant="outlined" onClick={() => onContact(q)} {...prefetchProps(onContactIntent)} aria-label={`Ask ${p.businessName} to contact me`}>
          Ask this provider to contact me
        </Button>
        <LeadDialogStatusText status={contactStatus} />
        <SaveToShortlist provider={p} />
      </div>
    </article>
  );
}

/** The list's facts of an organisation nobody has claimed: its type and where it works from. */
function UnclaimedQuoteFacts({ quote: { provider: p }, near }: { quote: PlanQuoteRowDto; near: string }) {
  const type = organisationTypeWords(p.listing.organisationType);
  const offices = officeCountText(p.officeCount);
  return (
    <>
      {type && <p css={[typo.body, { fontWeight: 600 }]}>{type}</p>}
      <p css={typo.body} data-testid="quote-office">
        {officeLines(p, near).join('. ')}
        {offices && `. ${offices}.`}
      </p>
    </>
  );
}

/** What the plan costs at the provider's published prices, and what they do not price or offer. */
function QuoteFigures({ quote: q, partial, serviceNames }: { quote: PlanQuoteRowDto; partial: boolean; serviceNames: ReadonlyMap<number, string> }) {
  const p = q.provider;
  return (
    <>
      <dl css={styles.figures}>
        <div css={styles.figure}>
          <dt>{partial ? 'The part they cover, a week' : 'A week'}</dt>
          <dd data-testid="quote-weekly">{formatAud(q.weeklyCost)}</dd>
        </div>
        <div css={styles.figure}>
          <dt>{partial ? 'The part they cover, a quarter' : 'A quarter'}</dt>
          <dd data-testid="quote-quarterly">{formatAud(q.quarterlyCost)}</dd>
        </div>
        {!partial && q.remainingBudget !== undefined && (
          <div css={styles.figure}>
            <dt>{q.remainingBudget < 0 ? BUDGET_LEFT_LABELS.over : BUDGET_LEFT_LABELS.left}</dt>
            <dd data-testid="quote-remaining" css={q.remainingBudget < 0 ? styles.over : undefined}>
              {formatAud(Math.abs(q.remainingBudget))}
            </dd>
          </div>
        )}
      </dl>
      {q.unpricedServices.length > 0 && (
        <p css={styles.gap}>No published price for {names(q.unpricedServices, serviceNames)}. Ask them what it costs: it is not in the figures above.</p>
      )}
      {q.missingServices.length > 0 && (
        <p css={styles.gap}>They do not offer {names(q.missingServices, serviceNames)}. You would need to ask about other options.</p>
      )}
      <p css={[typo.small, typo.muted]}>
        Worked out from {p.businessName}&apos;s published weekday prices
        {q.pricesUpdatedAt ? `, last updated ${updatedOnText(q.pricesUpdatedAt)}` : ''}. Prices can change.
      </p>
    </>
  );
}
