import { checkStatement } from './check-statement.js';
import { parsePastedStatement } from './statement-paste.js';
import { GRAHAM_STATEMENT } from './statement-scenarios.fixture.js';
import type { ServiceCategory } from '../shared/constants.js';
import type { ChargeLine } from './charge-lines.js';
import type { StatementItem, StatementLine } from './statement-checks.js';

const SERVICES = ['Nursing care', 'Personal care', 'Domestic assistance', 'Transport (per trip)'];
const CATEGORIES = new Map<string, ServiceCategory>([
  ['Nursing care', 'Clinical'],
  ['Personal care', 'Independence'],
  ['Domestic assistance', 'Everyday living'],
  ['Transport (per trip)', 'Everyday living'],
]);
// Classification 6 (1 November 2025): $12,028.58 a quarter, so care management's share is $1,202.86.
const CLASS_6 = 1202858;
const GRAHAM = { classificationBudgetCents: CLASS_6, interim: false, basis: 'self-funded' as const, carryOverCents: 0 };

const service = (over: Partial<StatementLine>): StatementLine => ({
  date: '2026-11-04',
  serviceName: 'Personal care',
  timeBand: 'standard',
  quantity: 4,
  unitPriceCents: 9200,
  amountCents: 36800,
  contributionCents: 0,
  ...over,
});
const charge = (description: string, amountCents: number | null, over: Partial<ChargeLine> = {}): ChargeLine => ({
  kind: 'charge',
  description,
  date: '2026-11-30',
  amountCents,
  contributionCents: 0,
  ...over,
});

describe('checkStatement: every line accounted for', () => {
  it("Graham's month: the fee is flagged, care management is judged against its share, the unread line is asked about", () => {
    const pasted = parsePastedStatement(GRAHAM_STATEMENT, SERVICES);
    expect(pasted.lines).toHaveLength(5);
    expect(pasted.statedTotalCents).toBe(96700);
    const result = checkStatement({ person: GRAHAM, lines: pasted.lines, categories: CATEGORIES, statedTotalCents: pasted.statedTotalCents });

    expect(result.lineKinds).toEqual(['service', 'service', 'care-management', 'package-management-fee', 'unknown']);
    expect(result.findings.map((f) => [f.kind, f.lineIndex, f.amountCents])).toEqual([
      ['fee-not-allowed', 3, 3000],
      ['not-checked', 4, 0],
    ]);
    expect(result.findings[0].fee).toBe('package-management-fee');
    expect(result.findings[1].amountUnknown).toBe(true);
    // The total checked is the statement's total: $368 + $504 + $65 + $30.
    expect(result.totalChargedCents).toBe(96700);
    expect(result.linesWithoutAmount).toBe(1);
    // Care management: $65 of its $1,202.86 share this quarter, so not in question.
    expect(result.careManagement).toEqual([{ quarter: '2026-Q4', chargedCents: 6500, shareCents: 120286 }]);
    expect(result.goodLines).toEqual([0, 1, 2]);
    expect(result.uncheckedLines).toEqual([4]);
    expect(result.allClear).toBe(false);
    expect(result.amountInQuestionCents).toBe(3000);
  });

  it('a plain monthly statement with every line right is an all-clear', () => {
    const lines: StatementItem[] = [
      service({}),
      service({ date: '2026-11-11' }),
      service({ date: '2026-11-06', serviceName: 'Domestic assistance', quantity: 6, unitPriceCents: 8400, amountCents: 50400, contributionCents: 40320 }),
      charge('Care management', 6500),
    ];
    const result = checkStatement({ person: GRAHAM, lines, categories: CATEGORIES, statedTotalCents: 130500 });
    expect(result.findings).toEqual([]);
    expect(result.allClear).toBe(true);
    expect(result.goodLines).toEqual([0, 1, 2, 3]);
    expect(result.totalChargedCents).toBe(130500);
  });

  it('never an all-clear while a line is not read, even with nothing else wrong', () => {
    const result = checkStatement({ person: GRAHAM, lines: [service({}), charge('Sundries', 1250)], categories: CATEGORIES });
    expect(result.findings.map((f) => [f.kind, f.amountCents])).toEqual([['not-checked', 1250]]);
    expect(result.allClear).toBe(false);
    expect(result.totalChargedCents).toBe(36800 + 1250);
  });

  it('care management whose amount cannot be read is not checked, not passed', () => {
    const result = checkStatement({ person: GRAHAM, lines: [charge('Care management', null)], categories: CATEGORIES });
    expect(result.findings.map((f) => f.kind)).toEqual(['not-checked']);
    expect(result.allClear).toBe(false);
  });

  it.each([
    ['travel', charge('Travel 14 km', 1820), 'travel-fee', 1820],
    ['an exit fee', charge('Exit fee', 50000), 'entry-or-exit-fee', 50000],
    ['a package management fee with no amount we could read', charge('Package management fee', null), 'package-management-fee', 0],
  ])('flags %s as a fee the rules do not allow', (_name, line, fee, amount) => {
    const result = checkStatement({ person: GRAHAM, lines: [service({}), line], categories: CATEGORIES });
    expect(result.findings).toMatchObject([{ kind: 'fee-not-allowed', lineIndex: 1, fee, amountCents: amount }]);
    expect(result.goodLines).toEqual([0]);
  });

  it.each([
    // name, interim, care management charged in the quarter, amount in question
    ['three months at $400 is within $1,202.86', false, [40000, 40000, 40000], null],
    ['three months at $410 is $27.14 over $1,202.86', false, [41000, 41000, 41000], 2714],
    // On interim funding the quarter's own budget is $7,217.15, so the share is $721.72.
    ['on interim funding $800 is $78.28 over $721.72', true, [80000], 7828],
  ])('care management against its 10%% share: %s', (_name, interim, amounts, over) => {
    const lines = amounts.map((a, i) => charge('Care management', a, { date: `2026-1${i}-28` }));
    const result = checkStatement({ person: { ...GRAHAM, interim }, lines, categories: CATEGORIES });
    expect(result.findings.find((f) => f.kind === 'care-management-over-share')?.amountCents ?? null).toBe(over);
    // Over the share, its lines are to ask about; within it, they look right.
    expect(result.goodLines).toEqual(over === null ? amounts.map((_, i) => i) : []);
  });

  it('care management is clinical: a contribution charged on it is in question', () => {
    const result = checkStatement({ person: GRAHAM, lines: [charge('Care management', 6500, { contributionCents: 1300 })], categories: CATEGORIES });
    expect(result.findings).toMatchObject([{ kind: 'contribution', lineIndex: 0, amountCents: 1300, rate: { min: 0, max: 0 } }]);
  });

  it('a statement whose lines do not add up to its own total says so', () => {
    const result = checkStatement({ person: GRAHAM, lines: [service({})], categories: CATEGORIES, statedTotalCents: 39800 });
    expect(result.findings).toMatchObject([{ kind: 'total-differs', lineIndex: null, amountCents: 3000, expectedCents: 36800, chargedCents: 39800 }]);
    expect(result.allClear).toBe(false);
  });

  it('fees are not counted against the quarter for services; they are not the budget’s to pay', () => {
    const result = checkStatement({ person: GRAHAM, lines: [service({}), charge('Admin fee', 3000)], categories: CATEGORIES });
    expect(result.quarters).toEqual([{ quarter: '2026-Q4', chargedCents: 36800, allowedCents: 1082572, usagePercentage: 3.4 }]);
  });
});
