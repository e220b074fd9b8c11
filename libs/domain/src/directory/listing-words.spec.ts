import {
  lastConfirmedText,
  listingIndexable,
  listingKind,
  organisationTypeWords,
  providerPageIndexable,
  unclaimedSourceLine,
  visitEstimateText,
} from './listing-words.js';

const official = { source: 'official', claimed: false } as const;

describe(listingKind.name, () => {
  it.each([
    [{ source: 'official', claimed: false }, 'unclaimed'],
    [{ source: 'official', claimed: true }, 'claimed'],
    [{ source: 'team', claimed: false }, 'team'],
    [{ source: 'team', claimed: true }, 'team'],
  ] as const)('reads %o as %s', (listing, kind) => expect(listingKind(listing)).toBe(kind));
});

describe(organisationTypeWords.name, () => {
  it.each([
    ['Charitable', 'A charity'],
    ['Religious', 'A church or religious organisation'],
    ['Community Based', 'A community organisation'],
    ['State Government', 'Run by the state government'],
    ['Local Government', 'Run by the local council'],
    ['Private Incorporated Body', 'A private company'],
    ['Publicly Listed Company', 'A company listed on the stock exchange'],
    [' private incorporated body ', 'A private company'],
    ['Cooperative', 'Cooperative'],
    ['', null],
    [null, null],
  ])('says %p as %p', (type, words) => expect(organisationTypeWords(type)).toBe(words));
});

describe(unclaimedSourceLine.name, () => {
  it('names the edition as an Australian long date', () => {
    expect(unclaimedSourceLine({ officialListDate: '2025-06-30' })).toBe(
      "From the Australian Government's list of home-care services, 30 June 2025. Not yet confirmed by the provider.",
    );
  });

  it('leaves the date out when it is not known', () => {
    expect(unclaimedSourceLine({ officialListDate: null })).toBe(
      "From the Australian Government's list of home-care services. Not yet confirmed by the provider.",
    );
  });
});

describe(visitEstimateText.name, () => {
  it('says the distance is an estimate', () => {
    expect(visitEstimateText(25)).toBe('We think they visit people within about 25 km of this office. This is our estimate until the provider tells us.');
  });
});

describe(providerPageIndexable.name, () => {
  it('indexes an unclaimed listing while one of its offices is still on the list', () => {
    expect(providerPageIndexable({ listing: official, offices: [{ goneFromList: true }, { goneFromList: false }] })).toBe(true);
  });

  it('does not index an unclaimed listing whose every office has gone from the list, or that has none', () => {
    expect(providerPageIndexable({ listing: official, offices: [{ goneFromList: true }, { goneFromList: true }] })).toBe(false);
    expect(providerPageIndexable({ listing: official, offices: [] })).toBe(false);
  });

  it('always indexes a listing someone keeps: claimed, or entered by the team', () => {
    expect(providerPageIndexable({ listing: { source: 'official', claimed: true }, offices: [{ goneFromList: true }] })).toBe(true);
    expect(providerPageIndexable({ listing: { source: 'team', claimed: false }, offices: [] })).toBe(true);
  });
});

describe(lastConfirmedText.name, () => {
  it('gives the date in Australia', () => {
    // 14:30 UTC on 2 November is already 3 November in Sydney.
    expect(lastConfirmedText('2026-11-02T14:30:00.000Z')).toBe('Last confirmed 3 November 2026');
  });

  it('is null when never confirmed', () => {
    expect(lastConfirmedText(null)).toBeNull();
    expect(lastConfirmedText('not a date')).toBeNull();
  });
});

describe(listingIndexable.name, () => {
  it('counts the offices still on the list for an unclaimed listing only', () => {
    expect(listingIndexable(official, 1)).toBe(true);
    expect(listingIndexable(official, 0)).toBe(false);
    expect(listingIndexable({ source: 'official', claimed: true }, 0)).toBe(true);
    expect(listingIndexable({ source: 'team', claimed: false }, 0)).toBe(true);
  });
});
