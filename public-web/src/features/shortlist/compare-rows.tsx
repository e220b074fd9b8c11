/** @jsxImportSource @emotion/react */
import {
  ACCEPTING_LABELS,
  CLAIMED_LISTING_WORDS,
  formatAud,
  formatFactDate,
  FREQUENT_RISES_WORDS,
  quantityText,
  TEAM_LISTING_WORDS,
  UNKNOWN_WORDS,
  unitLabel,
  type CompareColumn,
  type CompareResponse,
  type CompareServiceRow,
  type Fact,
  type IsoDate,
} from '@homeward/domain';
import { BandMark } from '../../components/providers/BandMark.js';
import { TrustPanel } from '../../components/providers/TrustPanel.js';
import { typo } from '../../components/ui/tool-styles.js';
import type { ReactNode } from 'react';

/**
 * The comparison's rows, in the order the family reads them: the price first (for their plan
 * when there is one), then the price rises, how far, what they offer, who they are and how they answer, and the
 * regulator. The table (wide screens, print) and the cards (phones) both render this one list, so the rows are
 * the same and in the same order. An unknown says why, never a blank that reads as "none".
 */
export interface CompareRow {
  key: string;
  label: string;
  cell(column: CompareColumn): ReactNode;
}

const unknownText = (reason: NonNullable<Fact<unknown>['unknown']>) => <span css={typo.muted}>{UNKNOWN_WORDS[reason]}</span>;

/** A fact's value through `show`, or the words for why it is not known. */
function fact<T>(f: Fact<T>, show: (value: T) => ReactNode): ReactNode {
  if (f.value !== null) return show(f.value);
  return unknownText(f.unknown ?? 'not-said');
}

const joined = (items: ReadonlyArray<{ label?: string; name?: string }>) => items.map((i) => i.label ?? i.name).join(', ');

/** "today", "5 days ago", "3 months ago", "over a year ago": how old a listing's facts are. */
export function ageWords(asOf: IsoDate, today: IsoDate): string {
  const days = Math.round((Date.parse(today) - Date.parse(asOf)) / 86_400_000);
  if (!Number.isFinite(days) || days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 45) return `${days} days ago`;
  const months = Math.round(days / 30.44);
  return months < 12 ? `${months} months ago` : months < 24 ? 'over a year ago' : `over ${Math.floor(months / 12)} years ago`;
}

function listingCell(c: CompareColumn, today: IsoDate): ReactNode {
  const { kind, asOf } = c.listingStanding;
  const when = asOf ? ` (${formatFactDate(asOf)}, ${ageWords(asOf, today)})` : '';
  if (kind === 'unclaimed') return `From the government's list of providers${when}. The provider has not claimed this listing yet.`;
  if (kind === 'claimed')
    return asOf ? `${CLAIMED_LISTING_WORDS}. Last confirmed${when}.` : `${CLAIMED_LISTING_WORDS}. We do not know when they last confirmed it.`;
  return asOf ? `${TEAM_LISTING_WORDS}. Last checked${when}.` : `${TEAM_LISTING_WORDS}. We do not know when it was last checked.`;
}

function priceCell(c: CompareColumn, row: CompareServiceRow, index: number): ReactNode {
  const cell = c.prices[index];
  if (!cell || cell.standard === null) return unknownText(cell?.unknown ?? 'not-said');
  return (
    <span css={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
      <strong>
        {formatAud(Number(cell.standard))} {unitLabel(row.unit)}
      </strong>
      {cell.band ? <BandMark band={cell.band} /> : <span css={[typo.small, typo.muted]}>{UNKNOWN_WORDS['no-range']}</span>}
    </span>
  );
}

type PlanCost = NonNullable<NonNullable<CompareColumn['plan']>['value']>;

/** A plan row's cell: the plan's cost in large type, and under it what that cost leaves out or leaves over, if anything. */
function planCostCell(cost: (p: PlanCost) => number, note: (p: PlanCost) => string | null): CompareRow['cell'] {
  return (c) =>
    c.plan &&
    fact(c.plan, (p) => {
      const said = note(p);
      return (
        <>
          <strong css={typo.h4}>{formatAud(cost(p))}</strong>
          {said && <span css={[typo.small, { display: 'block' }]}>{said}</span>}
        </>
      );
    });
}

function planRows(response: CompareResponse): CompareRow[] {
  if (!response.plan) return [];
  const names = new Map(response.serviceRows.map((r) => [r.serviceId, r.name]));
  const nameList = (ids: number[]) => ids.map((id) => names.get(id) ?? `Service ${id}`).join(', ');
  return [
    {
      key: 'plan-week',
      label: 'Your plan, a week',
      cell: planCostCell(
        (p) => p.weeklyCost,
        (p) => (p.complete ? null : 'For the part of your plan they price'),
      ),
    },
    {
      key: 'plan-quarter',
      label: 'Your plan, a quarter (13 weeks)',
      cell: planCostCell(
        (p) => p.quarterlyCost,
        (p) => {
          if (!p.complete || p.remainingBudget === null) return null;
          return p.remainingBudget < 0 ? `Over your budget by ${formatAud(-p.remainingBudget)}` : `Left in your budget: ${formatAud(p.remainingBudget)}`;
        },
      ),
    },
    {
      key: 'plan-gaps',
      label: 'Not in these prices',
      cell: (c) =>
        c.plan &&
        fact(c.plan, (p) =>
          p.complete ? (
            'Nothing: they price every service in your plan.'
          ) : (
            <>
              {p.unpricedServices.length > 0 && <span css={{ display: 'block' }}>No published price: {nameList(p.unpricedServices)}.</span>}
              {p.missingServices.length > 0 && <span css={{ display: 'block' }}>Not offered: {nameList(p.missingServices)}.</span>}
            </>
          ),
        ),
    },
  ];
}

function serviceRowLabel(row: CompareServiceRow, withPlan: boolean): string {
  if (withPlan && row.perWeek !== null) return `${row.name}: price each (you plan ${quantityText(row.perWeek, row.unit)} a week)`;
  return `${row.name}: standard weekday price`;
}

function risesCell(c: CompareColumn): ReactNode {
  return fact(c.priceRises, (r) =>
    r.riseDays === 0 ? (
      'No price rises'
    ) : (
      <>
        Raised prices on {r.riseDays === 1 ? '1 day' : `${r.riseDays} different days`}
        {r.largestRisePercent !== null && `, the largest by ${r.largestRisePercent}%`}
        {r.lastRiseOn && `. Last rise ${formatFactDate(r.lastRiseOn)}`}.
        {r.frequent && <strong css={{ display: 'block', color: '#7a4100' }}>{FREQUENT_RISES_WORDS.card}</strong>}
      </>
    ),
  );
}

/** Every row for this comparison, in order. */
export function compareRows(response: CompareResponse): CompareRow[] {
  const withPlan = response.plan !== null;
  const near = response.near?.label;
  return [
    ...planRows(response),
    ...response.serviceRows.map((row, index) => ({
      key: `service-${row.serviceId}`,
      label: serviceRowLabel(row, withPlan),
      cell: (c: CompareColumn) => priceCell(c, row, index),
    })),
    { key: 'rises', label: 'Price rises in the last 12 months', cell: risesCell },
    {
      key: 'distance',
      label: near ? `Distance from ${near}` : 'Distance',
      cell: (c) =>
        fact(
          c.distance,
          (d) => `${d.km.toLocaleString('en-AU', { maximumFractionDigits: 1 })} km to their office in ${d.nearestOffice.suburb} ${d.nearestOffice.state}`,
        ),
    },
    { key: 'services', label: 'Services they offer', cell: (c) => fact(c.services, joined) },
    { key: 'languages', label: 'Staff speak', cell: (c) => fact(c.languages, joined) },
    { key: 'needs', label: 'Experience with', cell: (c) => fact(c.diverseNeeds, joined) },
    {
      key: 'intake',
      label: 'Taking new clients',
      cell: (c) =>
        fact(
          c.intake,
          (i) => `${i.label || ACCEPTING_LABELS[i.status]}${i.confirmedOn ? ` (they told us ${formatFactDate(i.confirmedOn)})` : ' (date not given)'}`,
        ),
    },
    { key: 'registration', label: 'Registered for', cell: (c) => fact(c.registrationCategories, (r) => r.map((x) => x.label).join('; ')) },
    {
      key: 'response',
      label: 'Answers enquiries',
      cell: (c) =>
        fact(
          c.responseRecord,
          (r) =>
            `Contacted ${Math.round(r.contactedInTimeShare * 100)}% of people within two business days (${r.leads} enquiries in the last ${r.months} months)`,
        ),
    },
    { key: 'listing', label: 'Who keeps this listing', cell: (c) => listingCell(c, response.asOf) },
    { key: 'trust', label: 'The regulator', cell: (c) => <TrustPanel trust={c.trust} headingLevel={4} showRegistration={false} /> },
  ];
}
