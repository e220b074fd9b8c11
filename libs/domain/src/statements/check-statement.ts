/**
 * The whole statement checked: every line accounted for. A service line gets the service
 * checks; a charge line is care management (judged against its 10% share, not a price), a fee the rules do not
 * allow, or a line we could not check, which is always something to ask about. So "nothing to ask about" can
 * only mean every line was checked and none is in question.
 */
import { quarterBudget, type QuarterBudget } from '../funding/quarter-budget.js';
import { classifyCharge, isChargeLine, isFeeNotAllowed, type ChargeLine } from './charge-lines.js';
import {
  checkArithmetic,
  checkContribution,
  checkPublishedPrice,
  checkUsualRange,
  quarterOf,
  quarterTotals,
  ROUNDING_TOLERANCE_CENTS,
  type CareManagementTotal,
  type Finding,
  type StatementCheckInput,
  type StatementCheckResult,
  type StatementItem,
  type StatementLine,
} from './statement-checks.js';

/** A charge line's findings: care management's contribution, a fee the rules do not allow, or a line not checked. */
export function checkChargeLine(line: ChargeLine, lineIndex: number): Finding[] {
  const kind = classifyCharge(line.description);
  const amountCents = line.amountCents ?? 0;
  const amountUnknown = line.amountCents === null ? { amountUnknown: true } : {};
  if (isFeeNotAllowed(kind)) {
    return [{ kind: 'fee-not-allowed', lineIndex, amountCents, expectedCents: 0, chargedCents: amountCents, fee: kind, ...amountUnknown }];
  }
  if (kind === 'unknown' || line.amountCents === null) {
    return [{ kind: 'not-checked', lineIndex, amountCents, expectedCents: 0, chargedCents: amountCents, ...amountUnknown }];
  }
  // Care management is a clinical support: no contribution, for everyone.
  const excess = line.contributionCents;
  return excess > ROUNDING_TOLERANCE_CENTS
    ? [{ kind: 'contribution', lineIndex, amountCents: excess, expectedCents: 0, chargedCents: excess, rate: { min: 0, max: 0 }, category: 'Clinical' }]
    : [];
}

/**
 * Each line's quarter when it is care management with an amount, else null. A care management line without a
 * date belongs to the statement's quarter (its first dated line's); '' when no line has a date.
 */
function careManagementQuarters(lines: readonly StatementItem[]): Array<string | null> {
  const firstDate = lines.find((l) => l.date !== null)?.date ?? null;
  return lines.map((line) => {
    if (!isChargeLine(line) || line.amountCents === null || classifyCharge(line.description) !== 'care-management') return null;
    const date = line.date ?? firstDate;
    return date ? quarterOf(date) : '';
  });
}

/** Care management lines' amounts by quarter, against 10% of the quarter's own budget. */
export function careManagementTotals(lines: readonly StatementItem[], budget: QuarterBudget): CareManagementTotal[] {
  const totals = new Map<string, number>();
  careManagementQuarters(lines).forEach((quarter, i) => {
    if (quarter !== null) totals.set(quarter, (totals.get(quarter) ?? 0) + (lines[i].amountCents ?? 0));
  });
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([quarter, chargedCents]) => ({ quarter, chargedCents, shareCents: budget.careManagementCents }));
}

function serviceLineFindings(line: StatementLine, i: number, input: StatementCheckInput): Finding[] {
  const category = input.categories.get(line.serviceName) ?? 'Everyday living';
  return [
    checkArithmetic(line, i),
    checkPublishedPrice(line, i, input.publishedPrices),
    checkUsualRange(line, i),
    checkContribution(line, i, category, input.person.basis, input.person.letterRates),
  ].filter((f): f is Finding => f !== null);
}

export function checkStatement(input: StatementCheckInput): StatementCheckResult {
  const { person, lines } = input;
  const findings: Finding[] = [];
  lines.forEach((line, i) => findings.push(...(isChargeLine(line) ? checkChargeLine(line, i) : serviceLineFindings(line, i, input))));
  const budget = quarterBudget({ classificationBudgetCents: person.classificationBudgetCents, interim: person.interim, carryOverCents: person.carryOverCents });
  const serviceLines = lines.filter((l): l is StatementLine => !isChargeLine(l));
  const quarters = quarterTotals(serviceLines, budget);
  for (const q of quarters) {
    if (q.chargedCents > q.allowedCents) {
      findings.push({
        kind: 'over-quarter',
        lineIndex: null,
        amountCents: q.chargedCents - q.allowedCents,
        expectedCents: q.allowedCents,
        chargedCents: q.chargedCents,
        quarter: q.quarter,
      });
    }
  }
  const careManagement = careManagementTotals(lines, budget);
  for (const c of careManagement) {
    if (c.chargedCents - c.shareCents > ROUNDING_TOLERANCE_CENTS) {
      findings.push({
        kind: 'care-management-over-share',
        lineIndex: null,
        amountCents: c.chargedCents - c.shareCents,
        expectedCents: c.shareCents,
        chargedCents: c.chargedCents,
        quarter: c.quarter,
      });
    }
  }
  const totalChargedCents = lines.reduce((s, l) => s + (l.amountCents ?? 0), 0);
  const statedTotalCents = input.statedTotalCents ?? null;
  if (statedTotalCents !== null && Math.abs(statedTotalCents - totalChargedCents) > ROUNDING_TOLERANCE_CENTS) {
    findings.push({
      kind: 'total-differs',
      lineIndex: null,
      amountCents: Math.abs(statedTotalCents - totalChargedCents),
      expectedCents: totalChargedCents,
      chargedCents: statedTotalCents,
    });
  }
  const flagged = new Set(findings.map((f) => f.lineIndex));
  // Over its share, every care management line of that quarter is one to ask about.
  const overShare = new Set(findings.filter((f) => f.kind === 'care-management-over-share').map((f) => f.quarter));
  careManagementQuarters(lines).forEach((quarter, i) => {
    if (quarter !== null && overShare.has(quarter)) flagged.add(i);
  });
  const uncheckedLines = findings.filter((f) => f.kind === 'not-checked' && f.lineIndex !== null).map((f) => f.lineIndex as number);
  return {
    findings,
    goodLines: lines.map((_, i) => i).filter((i) => !flagged.has(i)),
    lineKinds: lines.map((l) => (isChargeLine(l) ? classifyCharge(l.description) : 'service')),
    uncheckedLines,
    allClear: findings.length === 0 && uncheckedLines.length === 0 && lines.length > 0,
    budget,
    quarters,
    careManagement,
    totalChargedCents,
    linesWithoutAmount: lines.filter((l) => l.amountCents === null).length,
    statedTotalCents,
    totalContributionCents: lines.reduce((s, l) => s + l.contributionCents, 0),
    amountInQuestionCents: findings.reduce((s, f) => s + f.amountCents, 0),
  };
}
