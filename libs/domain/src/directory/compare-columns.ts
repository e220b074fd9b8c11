/**
 * Building the comparison's columns, pure: the API reads a provider's card, offices, prices,
 * price changes, leads and notices; these rules turn them into rows that are a value or an explicit unknown.
 */
import { centsToAmount, centsToDecimalString, toCents } from '../shared/money.js';
import { australianDate } from '../shared/calendar.js';
import { indicativeRangeFor } from '../pricing/indicative-prices.js';
import { priceBand, quotePlan, type PlanLine } from '../pricing/quote.js';
import { roundDistanceKm } from './places.js';
import { officeNearness, type ListingProvenance, type OfficePoint } from './listing.js';
import {
  ACCEPTING_LABELS,
  DIVERSE_NEEDS,
  PROVIDER_LANGUAGES,
  REGISTRATION_CATEGORIES,
  type AcceptingNewClients,
  type AttributeOption,
} from './provider-attributes.js';
import { providerTrust, type Notice } from './notices.js';
import {
  known,
  listFact,
  listingStanding,
  onlyListFacts,
  priceRiseRecord,
  responseRecordFact,
  unknownFact,
  type CompareColumn,
  type ComparePlanPrice,
  type ComparePriceCell,
  type CompareServiceRow,
  type Fact,
} from './compare.js';
import type { GeoPoint } from './geo.js';
import type { LeadTiming } from '../partners/figures.js';
import type { ServiceUnit } from '../pricing/units.js';

/** A catalogue service as the rows need it. */
export interface CompareCatalogueService {
  id: number;
  name: string;
  unit: ServiceUnit;
}

/**
 * The price table's rows: the plan's services in the plan's order; without a plan, every service any compared
 * provider offers, in catalogue order (`catalogue` is in catalogue order). Each with its indicative range.
 */
export function compareServiceRows(
  catalogue: readonly CompareCatalogueService[],
  plan: readonly PlanLine[] | null,
  offeredByAny: ReadonlySet<number>,
): CompareServiceRow[] {
  const byId = new Map(catalogue.map((s) => [s.id, s]));
  const lines: Array<{ service: CompareCatalogueService; perWeek: number | null }> = plan
    ? plan.flatMap((line) => {
        const service = byId.get(line.serviceId);
        return service ? [{ service, perWeek: line.perWeek }] : [];
      })
    : catalogue.filter((s) => offeredByAny.has(s.id)).map((service) => ({ service, perWeek: null }));
  return lines.map(({ service, perWeek }) => {
    const range = indicativeRangeFor(service.name);
    return {
      serviceId: service.id,
      name: service.name,
      unit: service.unit,
      perWeek,
      indicativeLow: range ? centsToDecimalString(range.lowCents) : null,
      indicativeHigh: range ? centsToDecimalString(range.highCents) : null,
    };
  });
}

/** What the API reads of one provider. */
export interface CompareProviderFacts {
  id: number;
  businessName: string;
  listing: ListingProvenance;
  /** Offered services, in catalogue order. */
  services: ReadonlyArray<{ id: number; name: string }>;
  languages: readonly string[];
  diverseNeeds: readonly string[];
  acceptingNewClients: AcceptingNewClients | null;
  acceptingConfirmedAt: string | null;
  registrationCategories: readonly number[];
  offices: readonly OfficePoint[];
  /** Standard (weekday daytime) price in cents by offered service id. */
  standardCents: ReadonlyMap<number, number>;
  /** Its price changes (at least the last 12 months). */
  priceChanges: ReadonlyArray<{ oldPrice: string | null; newPrice: string | null; changedAt: Date | string }>;
  /** Its leads of the last 12 months, with their deadlines. */
  leads: readonly LeadTiming[];
  notices: readonly Notice[];
  noticesCheckedOn: string | null;
}

export interface CompareContext {
  place: GeoPoint | null;
  rows: readonly CompareServiceRow[];
  /** The plan's lines, or null without a plan. */
  plan: readonly PlanLine[] | null;
  budget: { quarterlyBudgetCents: number } | null;
  now: Date;
}

const labelled = <C extends string | number>(options: readonly AttributeOption<C>[], codes: readonly C[]) =>
  options.filter((o) => codes.includes(o.code)).map((o) => ({ code: o.code, label: o.label }));

function priceCell(facts: CompareProviderFacts, row: CompareServiceRow): ComparePriceCell {
  const empty = { serviceId: row.serviceId, standard: null, band: null };
  if (onlyListFacts(facts.listing)) return { ...empty, unknown: 'not-claimed' };
  if (!facts.services.some((s) => s.id === row.serviceId)) return { ...empty, unknown: 'not-offered' };
  const cents = facts.standardCents.get(row.serviceId);
  if (cents === undefined) return { ...empty, unknown: 'not-priced' };
  const range =
    row.indicativeLow !== null && row.indicativeHigh !== null ? { lowCents: toCents(row.indicativeLow), highCents: toCents(row.indicativeHigh) } : null;
  return { serviceId: row.serviceId, standard: centsToDecimalString(cents), band: range ? priceBand(cents, range) : null, unknown: range ? null : 'no-range' };
}

function planFact(facts: CompareProviderFacts, ctx: CompareContext): Fact<ComparePlanPrice> | null {
  if (!ctx.plan) return null;
  if (onlyListFacts(facts.listing)) return unknownFact('not-claimed');
  const quote = quotePlan(ctx.plan, { offeredServiceIds: facts.services.map((s) => s.id), standardCents: facts.standardCents }, ctx.budget);
  return known({
    weeklyCost: centsToAmount(quote.weeklyCents),
    quarterlyCost: centsToAmount(quote.quarterlyCents),
    remainingBudget: quote.remainingBudgetCents === null ? null : centsToAmount(quote.remainingBudgetCents),
    unpricedServices: quote.unpricedServices,
    missingServices: quote.missingServices,
    complete: quote.complete,
  });
}

/** One provider's column. */
export function compareColumn(facts: CompareProviderFacts, ctx: CompareContext): CompareColumn {
  const listOnly = onlyListFacts(facts.listing);
  const nearness = ctx.place ? officeNearness(facts.offices, ctx.place) : null;
  const distance: CompareColumn['distance'] = !ctx.place
    ? unknownFact('no-place')
    : nearness?.distanceKm === null || !nearness?.nearest
      ? unknownFact('no-offices')
      : known({ km: roundDistanceKm(nearness.distanceKm!), nearestOffice: nearness.nearest });
  const trust = providerTrust(
    { id: facts.id, registrationCategories: listOnly ? null : [...facts.registrationCategories], noticesCheckedOn: facts.noticesCheckedOn },
    facts.notices,
    australianDate(ctx.now),
  );
  const intake: CompareColumn['intake'] = listOnly
    ? unknownFact('not-claimed')
    : facts.acceptingNewClients
      ? known({ status: facts.acceptingNewClients, label: ACCEPTING_LABELS[facts.acceptingNewClients], confirmedOn: facts.acceptingConfirmedAt })
      : unknownFact('not-said');
  const priced = facts.standardCents.size > 0 || facts.priceChanges.length > 0;
  return {
    id: facts.id,
    businessName: facts.businessName,
    listing: facts.listing,
    listingStanding: listingStanding(facts.listing),
    distance,
    services: listFact(
      facts.listing,
      facts.services.map((s) => ({ id: s.id, name: s.name })),
    ),
    languages: listFact(facts.listing, labelled(PROVIDER_LANGUAGES, facts.languages as never[])),
    diverseNeeds: listFact(facts.listing, labelled(DIVERSE_NEEDS, facts.diverseNeeds as never[])),
    intake,
    registrationCategories: listFact(facts.listing, labelled(REGISTRATION_CATEGORIES, facts.registrationCategories as never[])),
    prices: ctx.rows.map((row) => priceCell(facts, row)),
    plan: planFact(facts, ctx),
    priceRises: listOnly ? unknownFact('not-claimed') : priced ? known(priceRiseRecord(facts.priceChanges, ctx.now)) : unknownFact('no-price-history'),
    responseRecord: responseRecordFact(facts.leads, ctx.now),
    hasCurrentNotice: trust.currentNotices.length > 0,
    trust,
  };
}
