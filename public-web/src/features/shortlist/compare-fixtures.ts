import { known, unknownFact, type CompareColumn, type CompareResponse } from '@homeward/domain';

/** A claimed provider with everything known, priced for a two-service plan, checked by the team: no current notices. */
export const claimedColumn: CompareColumn = {
  id: 7,
  businessName: 'Harbour Home Care',
  listing: { source: 'team', officialListDate: null, organisationType: null, claimed: true, confirmedAt: '2026-10-01T00:00:00Z' },
  listingStanding: { kind: 'claimed', asOf: '2026-10-01' },
  distance: known({ km: 3.4, nearestOffice: { suburb: 'Parramatta', state: 'NSW', postcode: '2150' } }),
  services: known([
    { id: 1, name: 'Personal care' },
    { id: 2, name: 'Nursing care' },
  ]),
  languages: known([{ code: 'el', label: 'Greek' }]),
  diverseNeeds: known([{ code: 'lgbti', label: 'LGBTI people' }]),
  intake: known({ status: 'yes', label: 'Taking new clients', confirmedOn: '2026-11-02' }),
  registrationCategories: known([{ code: 4, label: 'Personal care and care support at home or in the community' }]),
  prices: [
    { serviceId: 1, standard: '70.00', band: 'within', unknown: null },
    { serviceId: 2, standard: null, band: null, unknown: 'not-priced' },
  ],
  plan: known({ weeklyCost: 140, quarterlyCost: 1820, remainingBudget: null, unpricedServices: [2], missingServices: [], complete: false }),
  priceRises: known({ riseDays: 1, largestRisePercent: 4.5, lastRiseOn: '2026-07-01', frequent: false }),
  responseRecord: known({ leads: 12, contactedInTimeShare: 0.917, months: 12 }),
  hasCurrentNotice: false,
  trust: { providerId: 7, registrationCategories: [4], noticesCheckedOn: '2026-03-03', currentNotices: [], pastNotices: [] },
};

/** A listing from the government's list nobody has claimed: only the list's facts, a current notice recorded. */
export const unclaimedColumn: CompareColumn = {
  id: 8,
  businessName: 'Bayside Community Care',
  listing: { source: 'official', officialListDate: '2026-09-30', organisationType: 'Charitable', claimed: false, confirmedAt: null },
  listingStanding: { kind: 'unclaimed', asOf: '2026-09-30' },
  distance: unknownFact('no-offices'),
  services: unknownFact('not-claimed'),
  languages: unknownFact('not-claimed'),
  diverseNeeds: unknownFact('not-claimed'),
  intake: unknownFact('not-claimed'),
  registrationCategories: unknownFact('not-claimed'),
  prices: [
    { serviceId: 1, standard: null, band: null, unknown: 'not-claimed' },
    { serviceId: 2, standard: null, band: null, unknown: 'not-claimed' },
  ],
  plan: unknownFact('not-claimed'),
  priceRises: unknownFact('no-price-history'),
  responseRecord: unknownFact('too-few-leads'),
  hasCurrentNotice: true,
  trust: {
    providerId: 8,
    registrationCategories: null,
    noticesCheckedOn: null,
    currentNotices: [
      {
        id: 3,
        kind: 'compliance-notice',
        kindLabel: 'Compliance notice (notice to remedy)',
        issuedOn: '2026-08-14',
        summary: 'Care plans were not reviewed on time.',
        link: 'https://www.agedcarequality.gov.au/notices/3',
        endedOn: null,
      },
    ],
    pastNotices: [],
  },
};

export const compareResponseFixture: CompareResponse = {
  plan: { classificationId: 3, quarterlyBudget: 8000, weeklyBudget: 615.38, catalogueWeeklyCost: 300, catalogueQuarterlyCost: 3900 },
  near: { label: 'Parramatta NSW 2150', postcode: '2150' },
  serviceRows: [
    { serviceId: 1, name: 'Personal care', unit: 'hour', perWeek: 2, indicativeLow: '60.00', indicativeHigh: '90.00' },
    { serviceId: 2, name: 'Nursing care', unit: 'hour', perWeek: 1, indicativeLow: '100.00', indicativeHigh: '140.00' },
  ],
  providers: [claimedColumn, unclaimedColumn],
  asOf: '2026-11-29',
};
