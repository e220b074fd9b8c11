import { itGives } from '../shared/spec-tables.fixture.js';
import {
  checkArithmetic,
  checkContribution,
  checkPublishedPrice,
  checkUsualRange,
  contributionRateFor,
  quarterOf,
  type PublishedPrices,
} from './statement-checks.js';
import { checkStatement } from './check-statement.js';
import { statementLine as line } from './statement-scenarios.fixture.js';
import type { ServiceCategory } from '../shared/constants.js';

const CATEGORIES = new Map<string, ServiceCategory>([
  ['Nursing care', 'Clinical'],
  ['Personal care', 'Independence'],
  ['Domestic assistance', 'Everyday living'],
  ['Social support and community engagement', 'Independence'],
]);

const PRICES: PublishedPrices = new Map([
  ['Domestic assistance', { standard: 9500, evening: null, saturday: 11000, sunday: 13000, publicHoliday: null }],
  ['Nursing care', { standard: 15000 }],
]);

describe('checkArithmetic', () => {
  it.each([
    ['2 x $95.00 = $190.00', 2, 9500, 19000, null],
    ['1.5 x $97.35 = $146.025, which rounds to $146.03', 1.5, 9735, 14603, null],
    ['a cent under is rounding, not a finding', 1.5, 9735, 14602, null],
    ['two cents over is a finding of 2 cents', 2, 9500, 19002, 2],
    ['charged for 3 hours on a 2-hour line: $95.00 in question', 2, 9500, 28500, 9500],
    ['charged less than the sum is still shown: $10.00', 2, 9500, 18000, 1000],
  ])('%s', (_name, quantity, price, amount, inQuestion) => {
    const finding = checkArithmetic(line({ quantity, unitPriceCents: price, amountCents: amount }), 0);
    expect(finding?.amountCents ?? null).toBe(inQuestion);
  });
});

describe('checkPublishedPrice', () => {
  it.each([
    ['the published weekday price', 'standard', 9500, null],
    ['$5 above the published weekday price, 2 hours: $10.00', 'standard', 10000, 1000],
    ['below the published price is not a finding', 'standard', 9000, null],
    ['$2 above the Sunday price, 2 hours: $4.00', 'sunday', 13200, 400],
    ['no published evening price: nothing to compare', 'evening', 20000, null],
  ] as const)('%s', (_name, timeBand, price, inQuestion) => {
    const finding = checkPublishedPrice(line({ timeBand, unitPriceCents: price, amountCents: price * 2 }), 0, PRICES);
    expect(finding?.amountCents ?? null).toBe(inQuestion);
  });

  it('finds nothing when no provider was chosen', () => {
    expect(checkPublishedPrice(line({ unitPriceCents: 50000 }), 0, null)).toBeNull();
  });
});

describe('checkUsualRange', () => {
  it.each([
    ['the top of the weekday range ($109) is within it', 'standard', 10900, null],
    ['$1 above the top, 2 hours: $2.00', 'standard', 11000, 200],
    ['a Sunday price is not judged against the weekday range', 'sunday', 20000, null],
  ] as const)('%s', (_name, timeBand, price, inQuestion) => {
    expect(checkUsualRange(line({ timeBand, unitPriceCents: price }), 0)?.amountCents ?? null).toBe(inQuestion);
  });
});

describe('contributionRateFor', () => {
  it.each([
    ['full pensioner, everyday living', 'Everyday living', 'full-pensioner', null, 0.175, 0.175],
    ['self-funded, independence', 'Independence', 'self-funded', null, 0.5, 0.5],
    ['part pensioner without a letter: the range', 'Everyday living', 'part-pensioner-or-cshc', null, 0.175, 0.8],
    ['part pensioner with a letter: its exact rate', 'Everyday living', 'part-pensioner-or-cshc', { independence: 0.12, everydayLiving: 0.3 }, 0.3, 0.3],
    ['clinical is 0% whatever the letter says', 'Clinical', 'part-pensioner-or-cshc', { independence: 0.12, everydayLiving: 0.3 }, 0, 0],
  ] as const)('%s', (_name, category, basis, letter, min, max) => {
    expect(contributionRateFor(category, '2026-11-03', basis, letter)).toEqual({ min, max });
  });
});

describe('checkContribution', () => {
  it.each([
    // name, service, catalogue category, date, amount, contribution charged, basis, in question
    ['nursing is clinical: any contribution is in question', 'Nursing care', 'Clinical', '2026-11-03', 15000, 2625, 'full-pensioner', 2625],
    ['cleaning at 17.5% for a full pensioner is right', 'Domestic assistance', 'Everyday living', '2026-11-03', 19000, 3325, 'full-pensioner', null],
    ['cleaning charged at 20%: $4.75 in question', 'Domestic assistance', 'Everyday living', '2026-11-03', 19000, 3800, 'full-pensioner', 475],
    [
      'personal care on 30 September 2026: 5% for a full pensioner is right',
      'Personal care',
      'Independence',
      '2026-09-30',
      20000,
      1000,
      'full-pensioner',
      null,
    ],
    ['personal care on 1 October 2026: 0%, so $10.00 is in question', 'Personal care', 'Independence', '2026-10-01', 20000, 1000, 'full-pensioner', 1000],
    [
      'personal care after 1 October 2026 even if the catalogue still says Independence',
      'Personal care',
      'Independence',
      '2026-11-12',
      10000,
      500,
      'self-funded',
      500,
    ],
    ['self-funded at 50% on social support is right', 'Social support and community engagement', 'Independence', '2026-11-03', 9900, 4950, 'self-funded', null],
    ['one cent over is rounding', 'Domestic assistance', 'Everyday living', '2026-11-03', 19000, 3326, 'full-pensioner', null],
    ['part pensioner: above the 80% top', 'Domestic assistance', 'Everyday living', '2026-11-03', 10000, 9000, 'part-pensioner-or-cshc', 1000],
  ] as const)('%s', (_name, serviceName, category, date, amount, contribution, basis, inQuestion) => {
    const finding = checkContribution(line({ serviceName, date, amountCents: amount, contributionCents: contribution }), 0, category, basis);
    expect(finding?.amountCents ?? null).toBe(inQuestion);
  });

  it('uses the letter rate for a part pensioner who has it', () => {
    const charged = line({ amountCents: 10000, contributionCents: 4000 });
    expect(checkContribution(charged, 0, 'Everyday living', 'part-pensioner-or-cshc', { independence: 0.1, everydayLiving: 0.3 })?.amountCents).toBe(1000);
  });
});

describe('quarterOf', () => {
  itGives(quarterOf, '%s is in %s', [
    ['2026-01-01', '2026-Q1'],
    ['2026-09-30', '2026-Q3'],
    ['2026-10-01', '2026-Q4'],
    ['2026-12-31', '2026-Q4'],
  ]);
});

describe('checkStatement', () => {
  const person = { classificationBudgetCents: 742410, interim: false, basis: 'full-pensioner' as const, carryOverCents: 0 };

  it('marks good lines and lists exactly the planted findings', () => {
    const lines = [
      line(),
      line({ serviceName: 'Nursing care', quantity: 1, unitPriceCents: 15000, amountCents: 15000, contributionCents: 2625 }),
      line({ unitPriceCents: 10500, amountCents: 21000, contributionCents: 3675 }),
      line({ date: '2026-11-10', contributionCents: 3325 }),
    ];
    const result = checkStatement({ person, lines, categories: CATEGORIES, publishedPrices: PRICES });
    expect(result.findings.map((f) => [f.kind, f.lineIndex, f.amountCents])).toEqual([
      ['contribution', 1, 2625],
      ['above-published-price', 2, 2000],
    ]);
    expect(result.goodLines).toEqual([0, 3]);
    expect(result.totalChargedCents).toBe(19000 + 15000 + 21000 + 19000);
    expect(result.amountInQuestionCents).toBe(4625);
  });

  it.each([
    // name, interim, carry-over, charged in the quarter, finding's amount
    ['within the quarter for services ($6,681.69)', false, 0, 668169, null],
    ['a cent over the quarter for services', false, 0, 668170, 1],
    ['on interim funding the same charges are $2,680.68 over ($4,009.01 allowed)', true, 0, 668169, 267268],
    ['interim with $1,000 carried over: $1,680.68 over', true, 100000, 668169, 167268],
  ])('quarter total: %s', (_name, interim, carryOverCents, charged, over) => {
    const result = checkStatement({
      person: { ...person, interim, carryOverCents },
      lines: [line({ quantity: 1, unitPriceCents: charged, amountCents: charged })],
      categories: CATEGORIES,
    });
    const finding = result.findings.find((f) => f.kind === 'over-quarter');
    expect(finding?.amountCents ?? null).toBe(over);
  });
});
