import { PROVIDER_INPUT } from '../../test/provider-fixture';
import {
  confirmedDateRule,
  deleteConfirmText,
  nextPriority,
  postcodeFormat,
  ratingRule,
  toProviderInput,
  todayIso,
  websiteFormat,
  wholeNumberFromZero,
} from './provider-form';

describe('provider form rules', () => {
  it.each([
    [1, undefined],
    [5, undefined],
    [4.5, undefined],
    ['3.7', undefined],
    [0.9, 'Enter a rating from 1 to 5'],
    [5.1, 'Enter a rating from 1 to 5'],
    [4.55, 'Use at most one decimal place, like 4.5'],
    [null, 'Enter a rating from 1 to 5'],
  ])('rating %p -> %p', (value, message) => {
    expect(ratingRule(value)).toBe(message);
  });

  it('display priority is a whole number from 0', () => {
    const rule = wholeNumberFromZero('Display priority');
    expect(rule(0)).toBeUndefined();
    expect(rule(3)).toBeUndefined();
    expect(rule(-1)).toMatch(/0 or more/);
    expect(rule(1.5)).toMatch(/whole number/);
  });

  it('postcode and website formats', () => {
    expect(postcodeFormat('2000')).toBeUndefined();
    expect(postcodeFormat('200')).toBe('Enter a 4-digit postcode');
    expect(websiteFormat('')).toBeUndefined();
    expect(websiteFormat('www.example.com.au')).toBeUndefined();
    expect(websiteFormat('not a site')).toBeDefined();
  });

  it('priority moves by one and never below 0', () => {
    expect(nextPriority(0, 1)).toBe(1);
    expect(nextPriority(3, -1)).toBe(2);
    expect(nextPriority(0, -1)).toBe(0);
  });

  it('asks before deleting, naming the business', () => {
    expect(deleteConfirmText('Wattle Care')).toBe('Are you sure you want to delete Wattle Care?');
  });

  it('maps the form to the API body: trimmed, blanks to null, no read-only fields', () => {
    const body = toProviderInput({
      id: 4,
      createdAt: 'x',
      businessName: '  Wattle Care ',
      name: '',
      email: 'hi@wattle.example',
      leadEmail: '  ',
      phone: '02 5550 0000',
      website: 'wattle.example',
      address: '1 Main St',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      description: '   ',
      rating: 4.5,
      reviewCount: 0,
      isActive: true,
      isHighlighted: false,
      displayPriority: 2,
      servicesOffered: [1, 2, 2],
      serviceAreas: [' 2150 ', 'Parramatta', '', '2150'],
      prices: [
        { serviceId: 1, serviceName: 'Nursing care', unit: 'hour', standard: '150.00', evening: null, saturday: '170', sunday: null, publicHoliday: null },
        { serviceId: 2, serviceName: 'Personal care', unit: 'hour', standard: '', evening: null, saturday: null, sunday: null, publicHoliday: null },
        { serviceId: 9, serviceName: 'Podiatry', unit: 'hour', standard: '180.00', evening: null, saturday: null, sunday: null, publicHoliday: null },
      ],
      pricesUpdatedAt: '2025-11-05T00:00:00.000Z',
    });
    expect(body).toEqual({
      ...PROVIDER_INPUT,
      website: 'https://wattle.example',
      displayPriority: 2,
      servicesOffered: [1, 2],
      serviceAreas: ['2150', 'Parramatta'],
      // offered and priced only: the blank row is "not published", Podiatry is no longer offered
      prices: [{ serviceId: 1, standard: 150, evening: null, saturday: 170, sunday: null, publicHoliday: null }],
    });
  });

  it('maps the attributes: list order, a date only with a status, categories as numbers', () => {
    const base = { businessName: 'W', email: 'e@x.example', phone: '1', address: 'a', suburb: 's', state: 'NSW' as const, postcode: '2000' };
    expect(
      toProviderInput({
        ...base,
        languages: ['it', 'en', 'el'],
        diverseNeeds: ['dementia', 'cald'],
        acceptingNewClients: 'waitlist',
        acceptingConfirmedAt: '2025-11-03',
        registrationCategories: ['4', '1'] as never,
      }),
    ).toMatchObject({
      languages: ['en', 'el', 'it'],
      diverseNeeds: ['cald', 'dementia'],
      acceptingNewClients: 'waitlist',
      acceptingConfirmedAt: '2025-11-03',
      registrationCategories: [1, 4],
    });
    expect(toProviderInput({ ...base, acceptingNewClients: null, acceptingConfirmedAt: '2025-11-03' })).toMatchObject({
      acceptingNewClients: null,
      acceptingConfirmedAt: null,
    });
    expect(toProviderInput({ ...base, acceptingNewClients: 'yes', acceptingConfirmedAt: '' })).toMatchObject({
      acceptingNewClients: 'yes',
      acceptingConfirmedAt: null,
    });
  });

  it.each([
    ['', undefined],
    ['2025-11-03', undefined],
    [todayIso(), undefined],
    ['2999-01-01', 'Enter a date that is not in the future'],
    ['2025-02-30', 'Enter a date that is not in the future'],
  ])('confirmedDateRule(%j) = %j', (value, message) => {
    expect(confirmedDateRule(value)).toBe(message);
  });
});
