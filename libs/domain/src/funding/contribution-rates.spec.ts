import { itGives } from '../shared/spec-tables.fixture.js';
import {
  CONTRIBUTION_BASES,
  CONTRIBUTION_RULES,
  categoryChangeFor,
  contributionRulesOn,
  serviceCategoryOn,
  serviceTypesOn,
  formatRate,
  formatRateRange,
  isContributionBasis,
  officialContribution,
  officialContributionForLines,
  type CategoryCost,
} from './contribution-rates.js';

// Before personal care became a clinical support (1 October 2026).
const ON = '2026-09-30';

// A quarter of: nursing 2h/wk at $150 = $3,900; personal care 3h/wk at $100 = $3,900; cleaning 1h/wk at $95 = $1,235.
const quarter: CategoryCost[] = [
  { category: 'Clinical', costCents: 390_000 },
  { category: 'Independence', costCents: 390_000 },
  { category: 'Everyday living', costCents: 123_500 },
];

describe('officialContribution', () => {
  it('full pensioner: 0% clinical, 5% independence, 17.5% everyday living, exact', () => {
    // 0 + 3,900 x 5% = 195 + 1,235 x 17.5% = 216.125 -> 216.13; total 411.13
    const r = officialContribution(quarter, 'full-pensioner', ON);
    expect(r.isExact).toBe(true);
    expect(r.minCents).toBe(41_113);
    expect(r.byCategory.map((c) => c.minCents)).toEqual([0, 19_500, 21_613]);
  });

  it('self-funded retiree: 50% independence, 80% everyday living, exact', () => {
    // 3,900 x 50% = 1,950 + 1,235 x 80% = 988 -> 2,938
    const r = officialContribution(quarter, 'self-funded', ON);
    expect(r.isExact).toBe(true);
    expect(r.maxCents).toBe(293_800);
  });

  it('part pensioner or CSHC: a range from the full-pensioner to the self-funded rates', () => {
    const r = officialContribution(quarter, 'part-pensioner-or-cshc', ON);
    expect(r.isExact).toBe(false);
    expect([r.minCents, r.maxCents]).toEqual([41_113, 293_800]);
  });

  it('not yet assessed: the same range', () => {
    const r = officialContribution(quarter, 'not-assessed', ON);
    expect([r.minCents, r.maxCents]).toEqual([41_113, 293_800]);
  });

  it('clinical-only care costs nothing on every basis', () => {
    for (const basis of ['full-pensioner', 'part-pensioner-or-cshc', 'self-funded', 'not-assessed'] as const) {
      const r = officialContribution([{ category: 'Clinical', costCents: 500_000 }], basis, ON);
      expect([r.minCents, r.maxCents]).toEqual([0, 0]);
    }
  });

  it('adds lines of the same category together', () => {
    const r = officialContribution(
      [
        { category: 'Independence', costCents: 10_000 },
        { category: 'Independence', costCents: 10_000 },
      ],
      'full-pensioner',
      ON,
    );
    expect(r.byCategory).toHaveLength(1);
    expect(r.minCents).toBe(1_000);
  });
});

describe('officialContribution category order', () => {
  it('lists categories as Clinical, Independence, Everyday living whatever the order of the lines', () => {
    const r = officialContribution([...quarter].reverse(), 'full-pensioner', ON);
    expect(r.byCategory.map((c) => c.category)).toEqual(['Clinical', 'Independence', 'Everyday living']);
  });
});

describe('officialContributionForLines', () => {
  // The calculator's lines for: nursing 1 h/wk at $150, personal care 2 h/wk at $100, domestic assistance
  // 1 h/wk at $95.50, over a 13-week quarter: $1,950.00 clinical, $2,600.00 independence, $1,241.50 everyday living.
  const lines = [
    { category: 'Clinical', quarterlyCost: 1950 },
    { category: 'Independence', quarterlyCost: 2600 },
    { category: 'Everyday living', quarterlyCost: 1241.5 },
  ] as const;

  it.each([
    // 5% x 2,600 = 130.00; 17.5% x 1,241.50 = 217.2625 -> 217.26; total 347.26
    ['full-pensioner', 34_726, 34_726, [0, 13_000, 21_726]],
    // 50% x 2,600 = 1,300.00; 80% x 1,241.50 = 993.20; total 2,293.20
    ['self-funded', 229_320, 229_320, [0, 130_000, 99_320]],
    ['part-pensioner-or-cshc', 34_726, 229_320, [0, 13_000, 21_726]],
    ['not-assessed', 34_726, 229_320, [0, 13_000, 21_726]],
  ] as const)('%s: %p to %p cents', (basis, min, max, byCategoryMin) => {
    const r = officialContributionForLines(lines, basis, ON);
    expect([r.minCents, r.maxCents]).toEqual([min, max]);
    expect(r.isExact).toBe(min === max);
    expect(r.byCategory.map((c) => c.minCents)).toEqual(byCategoryMin);
    expect(r.byCategory.map((c) => c.costCents)).toEqual([195_000, 260_000, 124_150]);
  });

  it('is nothing for no lines', () => {
    expect(officialContributionForLines([], 'self-funded', ON)).toMatchObject({ minCents: 0, maxCents: 0, isExact: true, byCategory: [] });
  });
});

describe('isContributionBasis', () => {
  it.each([...CONTRIBUTION_BASES])('%p is a basis', (basis) => expect(isContributionBasis(basis)).toBe(true));
  it.each(['', 'pensioner', 'FULL-PENSIONER', null, 1, undefined])('%p is not', (value) => expect(isContributionBasis(value)).toBe(false));
});

describe('formatRateRange', () => {
  itGives(formatRateRange, '%p -> %p', [
    [{ min: 0, max: 0 }, '0%'],
    [{ min: 0.05, max: 0.05 }, '5%'],
    [{ min: 0.05, max: 0.5 }, '5% to 50%'],
    [{ min: 0.175, max: 0.8 }, '17.5% to 80%'],
  ]);
});

describe('formatRate', () => {
  itGives(formatRate, '%p -> %p', [
    [0, '0%'],
    [0.05, '5%'],
    [0.175, '17.5%'],
    [0.8, '80%'],
  ]);
});

describe('contributionRulesOn', () => {
  it.each([
    ['2024-06-30', '2025-11-01'], // before the program: its first rules
    ['2025-11-01', '2025-11-01'],
    ['2026-09-30', '2025-11-01'],
    ['2026-10-01', '2026-10-01'],
    ['2030-01-01', '2026-10-01'],
  ])('on %s the rules from %s are in force', (on, from) => expect(contributionRulesOn(on).effectiveFrom).toBe(from));

  it('lists the rule sets oldest first, each with a source', () => {
    const dates = CONTRIBUTION_RULES.map((r) => r.effectiveFrom);
    expect(dates).toEqual([...dates].sort());
    for (const r of CONTRIBUTION_RULES) expect(r.sourceUrl).toMatch(/^https:\/\//);
  });
});

describe('serviceCategoryOn', () => {
  it.each([
    ['Personal care', 'Independence', '2026-09-30', 'Independence'],
    ['Personal care', 'Independence', '2026-10-01', 'Clinical'],
    ['Personal care', 'Clinical', '2026-09-30', 'Independence'], // a category already moved is put back for an earlier date
    ['Respite', 'Independence', '2026-10-01', 'Independence'],
    ['Domestic assistance', 'Everyday living', '2026-10-01', 'Everyday living'],
  ] as const)('%s (%s in the catalogue) on %s is %s', (name, catalogue, on, category) => expect(serviceCategoryOn(name, catalogue, on)).toBe(category));

  it('knows the personal care change and its date', () => {
    expect(categoryChangeFor('Personal care')).toMatchObject({ before: 'Independence', after: 'Clinical', effectiveFrom: '2026-10-01' });
    expect(categoryChangeFor('Nursing care')).toBeUndefined();
  });
});

describe('officialContributionForLines on either side of 1 October 2026', () => {
  // Personal care 3 h/wk at $100 ($3,900 a quarter) and cleaning 1 h/wk at $95 ($1,235), as the API returns them.
  const plan = [
    { serviceName: 'Personal care', category: 'Independence', quarterlyCost: 3900 },
    { serviceName: 'Domestic assistance', category: 'Everyday living', quarterlyCost: 1235 },
  ] as const;

  it.each([
    // 3,900 x 5% = 195 + 1,235 x 17.5% = 216.13
    ['full-pensioner', '2026-09-30', 41_113, 41_113],
    ['full-pensioner', '2026-10-01', 21_613, 21_613],
    // 3,900 x 50% = 1,950 + 1,235 x 80% = 988
    ['self-funded', '2026-09-30', 293_800, 293_800],
    ['self-funded', '2026-10-01', 98_800, 98_800],
    ['not-assessed', '2026-09-30', 41_113, 293_800],
    ['not-assessed', '2026-10-01', 21_613, 98_800],
  ] as const)('%s on %s: %p to %p cents', (basis, on, min, max) => {
    const r = officialContributionForLines(plan, basis, on);
    expect([r.minCents, r.maxCents]).toEqual([min, max]);
    expect(r.on).toBe(on);
  });

  it('from 1 October 2026 counts personal care as clinical, at 0%, whatever category the line carries', () => {
    const r = officialContributionForLines(plan, 'self-funded', '2026-10-01');
    expect(r.byCategory.map((c) => [c.category, c.costCents, c.minCents])).toEqual([
      ['Clinical', 390_000, 0],
      ['Everyday living', 123_500, 98_800],
    ]);
    expect(r.rules.effectiveFrom).toBe('2026-10-01');
    expect(r.rules.updateId).toBe('personal-care-clinical');
    expect(r.categoryChanges.map((c) => c.serviceName)).toEqual(['Personal care']);
  });

  it('names no change for a plan without personal care', () => {
    expect(officialContributionForLines([plan[1]], 'self-funded', '2026-10-01').categoryChanges).toEqual([]);
  });
});

describe('serviceTypesOn', () => {
  it('lists personal care under Independence before 1 October 2026 and with the clinical supports from that day', () => {
    const before = serviceTypesOn('2026-09-30');
    const from = serviceTypesOn('2026-10-01');
    expect(before.find((c) => c.category === 'Independence')?.types).toContain('Personal care');
    expect(before.find((c) => c.category === 'Clinical')?.types).not.toContain('Personal care');
    expect(from.find((c) => c.category === 'Clinical')?.types).toEqual([
      'Nursing care',
      'Allied health and other therapeutic services',
      'Nutrition',
      'Care management',
      'Personal care',
    ]);
    expect(from.find((c) => c.category === 'Independence')?.types).not.toContain('Personal care');
    expect(from.flatMap((c) => c.types)).toHaveLength(before.flatMap((c) => c.types).length);
  });
});
