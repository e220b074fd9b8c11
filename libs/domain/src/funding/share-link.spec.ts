import { decodeSharedCalculation, encodeSharedCalculation, type SharedCalculation } from './share-link.js';

const sample: SharedCalculation = {
  classification: 3,
  services: { '1': 2, '7': 10 },
  coPaymentIncome: 650.5,
  result: { totalWeeklyCost: 1250, totalQuarterlyCost: 16250, remainingBudget: -10758.57, contributionAmount: 0, budgetUsagePercentage: 295.92 },
};

describe('share link', () => {
  it('round-trips a calculation', () => {
    expect(decodeSharedCalculation(encodeSharedCalculation(sample))).toEqual(sample);
  });

  it('is URL safe', () => {
    expect(encodeSharedCalculation(sample)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('round-trips without a result', () => {
    const noResult = { ...sample, result: null };
    expect(decodeSharedCalculation(encodeSharedCalculation(noResult))).toEqual(noResult);
  });

  it('round-trips the contribution basis', () => {
    const withBasis: SharedCalculation = { ...sample, contributionBasis: 'part-pensioner-or-cshc' };
    expect(decodeSharedCalculation(encodeSharedCalculation(withBasis))).toEqual(withBasis);
  });

  it('leaves the basis out of the link when none was chosen, so the link is the one older versions made', () => {
    const encoded = encodeSharedCalculation(sample);
    expect(JSON.parse(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')))).not.toHaveProperty('contributionBasis');
    expect(decodeSharedCalculation(encoded)).not.toHaveProperty('contributionBasis');
  });

  it('still opens a link made before the basis existed', () => {
    const old = btoa(JSON.stringify({ classification: 2, services: { '3': 4 }, coPaymentIncome: 0, result: null }));
    expect(decodeSharedCalculation(old)).toEqual({ classification: 2, services: { '3': 4 }, coPaymentIncome: 0, result: null });
  });

  it.each([
    ['an unknown basis', 'pensioner'],
    ['a number', 3],
    ['null', null],
  ])('drops %s but keeps the rest of the link', (_label, basis) => {
    const encoded = btoa(JSON.stringify({ classification: 2, services: {}, coPaymentIncome: 0, result: null, contributionBasis: basis }));
    expect(decodeSharedCalculation(encoded)).toEqual({ classification: 2, services: {}, coPaymentIncome: 0, result: null });
  });

  it('round-trips interim funding and the carry-over entered', () => {
    const adjusted: SharedCalculation = { ...sample, interim: true, carryOver: 1500 };
    expect(decodeSharedCalculation(encodeSharedCalculation(adjusted))).toEqual(adjusted);
  });

  it.each([
    ['interim not true', { interim: 'yes' }],
    ['a negative carry-over', { carryOver: -5 }],
    ['a carry-over that is not a number', { carryOver: '1000' }],
    ['no carry-over', { carryOver: 0 }],
  ])('drops %s but keeps the rest of the link', (_label, extra) => {
    const encoded = btoa(JSON.stringify({ classification: 2, services: {}, coPaymentIncome: 0, result: null, ...extra }));
    expect(decodeSharedCalculation(encoded)).toEqual({ classification: 2, services: {}, coPaymentIncome: 0, result: null });
  });

  it('carries half hours, the fortnightly services and the letter rates', () => {
    const shared = {
      classification: 3,
      services: { '11': 1.5, '12': 1 },
      coPaymentIncome: 0,
      result: null,
      fortnightly: [12],
      letterRates: { independence: 0.12, everydayLiving: 0.3 },
    };
    expect(decodeSharedCalculation(encodeSharedCalculation(shared))).toEqual(shared);
  });

  it.each([
    ['a fortnightly service not in the plan', { fortnightly: [99] }],
    ['a fortnightly list that is not ids', { fortnightly: ['x'] }],
    ['a letter rate above 100%', { letterRates: { independence: 1.2, everydayLiving: 0.3 } }],
    ['a letter rate missing', { letterRates: { independence: 0.12 } }],
  ])('leaves out %s and keeps the rest', (_label, extra) => {
    const encoded = encodeSharedCalculation({ classification: 3, services: { '11': 2 }, coPaymentIncome: 0, result: null, ...(extra as object) });
    expect(decodeSharedCalculation(encoded)).toEqual({ classification: 3, services: { '11': 2 }, coPaymentIncome: 0, result: null });
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['not base64', '%%%%'],
    ['base64 of non-JSON', btoa('hello')],
    ['JSON array', btoa('[1,2]')],
    ['missing classification', btoa(JSON.stringify({ services: {}, coPaymentIncome: 0 }))],
    ['hours out of range', btoa(JSON.stringify({ classification: 1, services: { '1': 500 }, coPaymentIncome: 0 }))],
    ['non-numeric service id', btoa(JSON.stringify({ classification: 1, services: { x: 1 }, coPaymentIncome: 0 }))],
    ['negative income', btoa(JSON.stringify({ classification: 1, services: {}, coPaymentIncome: -1 }))],
    ['bad result', btoa(JSON.stringify({ classification: 1, services: {}, coPaymentIncome: 0, result: { totalWeeklyCost: 'x' } }))],
  ])('decodes garbage (%s) to null', (_label, encoded) => {
    expect(decodeSharedCalculation(encoded)).toBeNull();
  });
});
