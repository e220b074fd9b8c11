import { formatRate, officialContribution, type CategoryCost } from './contribution-rates.js';

// A quarter of: nursing 2h/wk at $150 = $3,900; personal care 3h/wk at $100 = $3,900; cleaning 1h/wk at $95 = $1,235.
const quarter: CategoryCost[] = [
  { category: 'Clinical', costCents: 390_000 },
  { category: 'Independence', costCents: 390_000 },
  { category: 'Everyday living', costCents: 123_500 },
];

describe('officialContribution', () => {
  it('full pensioner: 0% clinical, 5% independence, 17.5% everyday living, exact', () => {
    // 0 + 3,900 x 5% = 195 + 1,235 x 17.5% = 216.125 -> 216.13; total 411.13
    const r = officialContribution(quarter, 'full-pensioner');
    expect(r.isExact).toBe(true);
    expect(r.minCents).toBe(41_113);
    expect(r.byCategory.map((c) => c.minCents)).toEqual([0, 19_500, 21_613]);
  });

  it('self-funded retiree: 50% independence, 80% everyday living, exact', () => {
    // 3,900 x 50% = 1,950 + 1,235 x 80% = 988 -> 2,938
    const r = officialContribution(quarter, 'self-funded');
    expect(r.isExact).toBe(true);
    expect(r.maxCents).toBe(293_800);
  });

  it('part pensioner or CSHC: a range from the full-pensioner to the self-funded rates', () => {
    const r = officialContribution(quarter, 'part-pensioner-or-cshc');
    expect(r.isExact).toBe(false);
    expect([r.minCents, r.maxCents]).toEqual([41_113, 293_800]);
  });

  it('not yet assessed: the same range', () => {
    const r = officialContribution(quarter, 'not-assessed');
    expect([r.minCents, r.maxCents]).toEqual([41_113, 293_800]);
  });

  it('clinical-only care costs nothing on every basis', () => {
    for (const basis of ['full-pensioner', 'part-pensioner-or-cshc', 'self-funded', 'not-assessed'] as const) {
      const r = officialContribution([{ category: 'Clinical', costCents: 500_000 }], basis);
      expect([r.minCents, r.maxCents]).toEqual([0, 0]);
    }
  });

  it('adds lines of the same category together', () => {
    const r = officialContribution([{ category: 'Independence', costCents: 10_000 }, { category: 'Independence', costCents: 10_000 }], 'full-pensioner');
    expect(r.byCategory).toHaveLength(1);
    expect(r.minCents).toBe(1_000);
  });
});

describe('formatRate', () => {
  it.each([[0, '0%'], [0.05, '5%'], [0.175, '17.5%'], [0.8, '80%']])('%p -> %p', (rate, text) => expect(formatRate(rate)).toBe(text));
});
