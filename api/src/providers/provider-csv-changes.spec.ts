import type { AdminProviderDto } from '@homeward/domain';
import { providerCsvChanges } from './provider-csv-changes.js';
import type { CreateProviderDto } from './dto/create-provider.dto.js';

const TODAY = '2026-11-24';

const stored: AdminProviderDto = {
  id: 4,
  businessName: 'Wattle Care',
  name: null,
  email: 'hello@wattle.example',
  leadEmail: null,
  phone: '(02) 5550 0101',
  website: 'https://wattle.example',
  address: '1 St',
  suburb: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  description: null,
  rating: 4.5,
  reviewCount: 3,
  isActive: true,
  isHighlighted: false,
  displayPriority: 2,
  servicesOffered: [2, 9],
  serviceAreas: ['Parramatta', 'Blacktown'],
  languages: ['en', 'el'],
  diverseNeeds: ['dementia'],
  acceptingNewClients: 'yes',
  acceptingConfirmedAt: '2026-10-01',
  registrationCategories: [1, 4],
  latitude: -33.8,
  longitude: 151,
  prices: [],
  pricesUpdatedAt: null,
  listing: { source: 'team', officialListDate: null, organisationType: null, claimed: false, confirmedAt: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

/** The row an export of `stored` reads back as (after the DTO's transforms): its editable fields, lists in another order. */
const exported = (): CreateProviderDto => {
  const { id: _id, latitude: _lat, longitude: _lng, prices: _prices, pricesUpdatedAt: _pricesAt, createdAt: _created, updatedAt: _updated, ...fields } = stored;
  return { ...fields, servicesOffered: [9, 2], languages: ['el', 'en'], registrationCategories: [4, 1] } as CreateProviderDto;
};

describe(providerCsvChanges.name, () => {
  it("finds nothing in a provider's own export (list order aside)", () => {
    expect(providerCsvChanges(stored, exported(), TODAY)).toEqual([]);
  });

  it('finds nothing when the file leaves columns out (an older CSV)', () => {
    const { businessName, email, phone, address, suburb, state, postcode } = exported();
    expect(providerCsvChanges(stored, { businessName, email, phone, address, suburb, state, postcode } as CreateProviderDto, TODAY)).toEqual([]);
  });

  it('normalises as the save does: a website without its scheme, repeated or padded areas', () => {
    expect(
      providerCsvChanges(
        stored,
        { ...exported(), website: 'wattle.example', serviceAreas: [' Parramatta', 'Blacktown', 'Parramatta'] } as CreateProviderDto,
        TODAY,
      ),
    ).toEqual([]);
  });

  it('names each changed field', () => {
    const row = {
      ...exported(),
      leadEmail: 'leads@wattle.example',
      rating: 4.6,
      isHighlighted: true,
      servicesOffered: [2],
      serviceAreas: ['Blacktown', 'Parramatta'],
      languages: ['en'],
      diverseNeeds: [],
      registrationCategories: [1, 4, 5],
      website: 'https://other.example',
    } as CreateProviderDto;
    expect(providerCsvChanges(stored, row, TODAY).sort()).toEqual([
      'diverseNeeds',
      'isHighlighted',
      'languages',
      'leadEmail',
      'rating',
      'registrationCategories',
      'serviceAreas',
      'servicesOffered',
      'website',
    ]);
  });

  it('a status sent without its date is confirmed today (a change), as in the form; clearing the status clears the date', () => {
    expect(providerCsvChanges(stored, { ...exported(), acceptingConfirmedAt: undefined } as CreateProviderDto, TODAY)).toEqual(['acceptingConfirmedAt']);
    expect(providerCsvChanges(stored, { ...exported(), acceptingConfirmedAt: null } as CreateProviderDto, TODAY)).toEqual(['acceptingConfirmedAt']);
    expect(providerCsvChanges(stored, { ...exported(), acceptingNewClients: null, acceptingConfirmedAt: null } as CreateProviderDto, TODAY)).toEqual([
      'acceptingNewClients',
      'acceptingConfirmedAt',
    ]);
  });

  it('a blank optional cell clears a stored value', () => {
    expect(providerCsvChanges({ ...stored, name: 'Jo', description: 'About' }, exported(), TODAY)).toEqual(['name', 'description']);
  });
});
