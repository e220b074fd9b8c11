import { quotePlan } from '../pricing/quote.js';
import { compareIdsError, COMPARE_MESSAGES, listFact, listingStanding, priceRiseRecord, responseRecordFact } from './compare.js';
import { compareColumn, compareServiceRows } from './compare-columns.js';
import type { ListingProvenance } from './listing.js';

const NOW = new Date('2026-11-26T02:00:00Z');
const TEAM: ListingProvenance = { source: 'team', officialListDate: null, organisationType: null, claimed: false, confirmedAt: null };
const UNCLAIMED: ListingProvenance = { source: 'official', officialListDate: '2025-06-30', organisationType: 'Charitable', claimed: false, confirmedAt: null };
const CLAIMED: ListingProvenance = { ...UNCLAIMED, claimed: true, confirmedAt: '2026-11-01T03:00:00.000Z' };

describe('comparison rules', () => {
  it('accepts 1 to 4 different provider ids only', () => {
    expect(compareIdsError([1, 2, 3, 4])).toBeNull();
    expect(compareIdsError([])).toBe(COMPARE_MESSAGES.providerIds);
    expect(compareIdsError([1, 2, 3, 4, 5])).toBe(COMPARE_MESSAGES.providerIds);
    expect(compareIdsError([1, 1])).toBe(COMPARE_MESSAGES.duplicate);
    expect(compareIdsError([1.5])).toBe(COMPARE_MESSAGES.providerIds);
    expect(compareIdsError('1')).toBe(COMPARE_MESSAGES.providerIds);
  });

  it("dates a listing by who keeps it: the list's edition, the provider's last confirmation", () => {
    expect(listingStanding(UNCLAIMED)).toEqual({ kind: 'unclaimed', asOf: '2025-06-30' });
    expect(listingStanding(CLAIMED)).toEqual({ kind: 'claimed', asOf: '2026-11-01' });
    expect(listingStanding(TEAM)).toEqual({ kind: 'team', asOf: null });
  });

  it('never says an empty list as "none": unclaimed is not known yet, claimed and empty is not said', () => {
    expect(listFact(UNCLAIMED, [])).toEqual({ value: null, unknown: 'not-claimed' });
    expect(listFact(UNCLAIMED, ['en'])).toEqual({ value: null, unknown: 'not-claimed' });
    expect(listFact(CLAIMED, [])).toEqual({ value: null, unknown: 'not-said' });
    expect(listFact(TEAM, ['en'])).toEqual({ value: ['en'], unknown: null });
  });

  it('counts rise days in the 12 months to today, by Australian date, with the largest rise', () => {
    const record = priceRiseRecord(
      [
        { oldPrice: '100.00', newPrice: '110.00', changedAt: '2026-11-20T01:00:00Z' },
        { oldPrice: '50.00', newPrice: '60.00', changedAt: '2026-11-20T03:00:00Z' }, // same day
        { oldPrice: '100.00', newPrice: '90.00', changedAt: '2026-06-01T00:00:00Z' }, // a fall
        { oldPrice: null, newPrice: '90.00', changedAt: '2026-05-01T00:00:00Z' }, // a new price
        { oldPrice: '80.00', newPrice: '84.00', changedAt: '2026-01-10T00:00:00Z' },
        { oldPrice: '80.00', newPrice: '99.00', changedAt: '2025-11-01T00:00:00Z' }, // older than 12 months
      ],
      NOW,
    );
    expect(record).toEqual({ riseDays: 2, largestRisePercent: 20, lastRiseOn: '2026-11-20', frequent: false });
    const often = priceRiseRecord(
      ['2026-02-01', '2026-05-01', '2026-09-01'].map((d) => ({ oldPrice: '10.00', newPrice: '11.00', changedAt: `${d}T01:00:00Z` })),
      NOW,
    );
    expect(often.frequent).toBe(true);
  });

  it('gives a response record only from 5 leads, the share of judged leads contacted by their deadline', () => {
    const lead = (contacted: boolean, deadlinePassed = true) => ({
      arrivedAt: new Date('2026-11-01T00:00:00Z'),
      firstContactAt: contacted ? new Date('2026-11-02T00:00:00Z') : null,
      deadline: new Date(deadlinePassed ? '2026-11-03T00:00:00Z' : '2026-12-01T00:00:00Z'),
    });
    expect(responseRecordFact([lead(true), lead(true), lead(true), lead(true)], NOW)).toEqual({ value: null, unknown: 'too-few-leads' });
    expect(responseRecordFact([lead(true), lead(true), lead(true), lead(false), lead(false, false)], NOW)).toEqual({
      value: { leads: 5, contactedInTimeShare: 0.75, months: 12 },
      unknown: null,
    });
  });

  it('builds a column: prices banded, the plan priced, unknowns said', () => {
    const catalogue = [
      { id: 1, name: 'Nursing care', unit: 'hour' as const },
      { id: 6, name: 'Personal care', unit: 'hour' as const },
      { id: 11, name: 'Domestic assistance', unit: 'hour' as const },
    ];
    const rows = compareServiceRows(
      catalogue,
      [
        { serviceId: 6, perWeek: 3 },
        { serviceId: 1, perWeek: 1 },
        { serviceId: 11, perWeek: 2 },
      ],
      new Set(),
    );
    expect(rows.map((r) => r.serviceId)).toEqual([6, 1, 11]);
    const facts = {
      id: 5,
      businessName: 'Acacia',
      listing: TEAM,
      services: [
        { id: 1, name: 'Nursing care' },
        { id: 6, name: 'Personal care' },
        { id: 11, name: 'Domestic assistance' },
      ],
      languages: [],
      diverseNeeds: ['lgbti'],
      acceptingNewClients: null,
      acceptingConfirmedAt: null,
      registrationCategories: [4],
      offices: [{ suburb: 'Newcastle', state: 'NSW', postcode: '2300', latitude: -32.93, longitude: 151.78, visitRadiusKm: 25 }],
      standardCents: new Map([
        [1, 18000],
        [6, 9000],
      ]),
      priceChanges: [],
      leads: [],
      notices: [],
      noticesCheckedOn: '2026-11-20',
    };
    const column = compareColumn(facts, {
      place: { lat: -32.93, lng: 151.78 },
      rows,
      plan: rows.map((r) => ({ serviceId: r.serviceId, perWeek: r.perWeek! })),
      budget: { quarterlyBudgetCents: 1000000 },
      now: NOW,
    });
    expect(column.prices).toEqual([
      { serviceId: 6, standard: '90.00', band: 'within', unknown: null },
      { serviceId: 1, standard: '180.00', band: 'above', unknown: null },
      { serviceId: 11, standard: null, band: null, unknown: 'not-priced' },
    ]);
    // The remaining budget is the plan quote's own (quotePlan), whatever the budget rule.
    const quoted = quotePlan(
      rows.map((r) => ({ serviceId: r.serviceId, perWeek: r.perWeek! })),
      { offeredServiceIds: [1, 6, 11], standardCents: facts.standardCents },
      { quarterlyBudgetCents: 1000000 },
    );
    expect(column.plan).toEqual({
      value: {
        weeklyCost: 450,
        quarterlyCost: 5850,
        remainingBudget: quoted.remainingBudgetCents! / 100,
        unpricedServices: [11],
        missingServices: [],
        complete: false,
      },
      unknown: null,
    });
    expect(column.distance).toEqual({ value: { km: 0, nearestOffice: { suburb: 'Newcastle', state: 'NSW', postcode: '2300' } }, unknown: null });
    expect(column.languages).toEqual({ value: null, unknown: 'not-said' });
    expect(column.intake).toEqual({ value: null, unknown: 'not-said' });
    expect(column.priceRises.value).toEqual({ riseDays: 0, largestRisePercent: null, lastRiseOn: null, frequent: false });
    expect(column.trust).toEqual({ providerId: 5, registrationCategories: [4], noticesCheckedOn: '2026-11-20', currentNotices: [], pastNotices: [] });
    const far = compareColumn({ ...facts, offices: [] }, { place: { lat: 0, lng: 0 }, rows, plan: null, budget: null, now: NOW });
    expect(far.distance).toEqual({ value: null, unknown: 'no-offices' });
    expect(far.plan).toBeNull();
  });
});
