/** Each finding of the statement checker in plain words, and the letter to the provider built from them. */
import {
  centsToAmount,
  formatAud,
  formatFactDate,
  formatRateRange,
  PHONE_NUMBERS,
  PRICE_TIME_LABELS,
  quarterOf,
  unitForServiceName,
  unitWords,
  type Finding,
  type StatementCheckResult,
  type StatementLine,
} from '@homeward/domain';

export const money = (cents: number) => formatAud(centsToAmount(cents));

/** 'Line 2 (3 November 2026, Nursing care)'. */
export function lineLabel(line: StatementLine, index: number): string {
  return `Line ${index + 1} (${formatFactDate(line.date)}, ${line.serviceName})`;
}

const priceEach = (line: StatementLine, cents: number) => `${money(cents)} ${unitWords(unitForServiceName(line.serviceName)).each}`;

const quarterWords = (quarter: string) => {
  const [year, q] = quarter.split('-Q');
  const months = ['January to March', 'April to June', 'July to September', 'October to December'][Number(q) - 1];
  return `${months} ${year}`;
};

/** What is wrong, in a sentence or two (the amount in question is shown beside it). */
export function findingText(finding: Finding, lines: readonly StatementLine[]): string {
  if (finding.kind === 'over-quarter') {
    return `The services charged for ${quarterWords(finding.quarter ?? quarterOf(lines[0].date))} add up to ${money(finding.chargedCents)}. Your quarter allows ${money(finding.expectedCents)} for services.`;
  }
  const line = lines[finding.lineIndex ?? 0];
  const rate = finding.rate ?? { min: 0, max: 0 };
  switch (finding.kind) {
    case 'arithmetic':
      return `${line.quantity} x ${money(line.unitPriceCents)} is ${money(finding.expectedCents)}, but the amount charged is ${money(finding.chargedCents)}.`;
    case 'above-published-price':
      return `The price charged was ${priceEach(line, finding.chargedCents)}. The provider publishes ${priceEach(line, finding.expectedCents)} for ${PRICE_TIME_LABELS[line.timeBand].toLowerCase()}.`;
    case 'above-usual-range':
      return `The price charged was ${priceEach(line, finding.chargedCents)}. Most providers charge at most ${priceEach(line, finding.expectedCents)} for weekday daytime care. This is a guide, not a cap, so ask why it is higher.`;
    case 'contribution':
      return rate.max === 0
        ? `You were charged ${money(finding.chargedCents)} as your contribution. ${line.serviceName} is a clinical service on this date, so there should be no contribution.`
        : `You were charged ${money(finding.chargedCents)} as your contribution. At your rate (${formatRateRange(rate)} for ${finding.category}) it should be at most ${money(finding.expectedCents)}.`;
  }
}

/** The heading of a finding: which line, or which quarter. */
export function findingTitle(finding: Finding, lines: readonly StatementLine[]): string {
  if (finding.lineIndex === null) return `Over the quarter's budget (${quarterWords(finding.quarter ?? '')})`;
  return lineLabel(lines[finding.lineIndex], finding.lineIndex);
}

/** The summary's first sentence: the answer first. */
export function summaryText(result: StatementCheckResult, lineCount: number): string {
  const good = result.goodLines.length;
  const goodWords = `${good} of ${lineCount} ${lineCount === 1 ? 'line looks' : 'lines look'} right.`;
  if (result.findings.length === 0) return `We found nothing to ask about. ${goodWords}`;
  const things = result.findings.length === 1 ? '1 thing' : `${result.findings.length} things`;
  return `We found ${things} to ask your provider about, worth ${money(result.amountInQuestionCents)} in total. ${goodWords}`;
}

/** The letter to the provider: one short paragraph per finding, then where to get free help. */
export function letterText(result: StatementCheckResult, lines: readonly StatementLine[], providerName: string): string {
  const to = providerName.trim() ? `Dear ${providerName.trim()},` : 'Dear Sir or Madam,';
  const months = [...new Set(lines.map((l) => formatFactDate(l.date).replace(/^\d+ /, '')))].join(', ');
  const items = result.findings.map((f, i) => `${i + 1}. ${findingTitle(f, lines)}: ${findingText(f, lines)} Amount in question: ${money(f.amountCents)}.`);
  return [
    to,
    '',
    `I am writing about my Support at Home statement for ${months}. I have checked it. Please explain or fix these things:`,
    '',
    ...items,
    '',
    `In total, ${money(result.amountInQuestionCents)} is in question. Please reply in writing within 14 days. If a charge is wrong, please fix my statement.`,
    '',
    'Yours sincerely,',
    '',
    '[Your name]',
    '[Your phone number or email]',
    '',
    '---',
    'If the answer is not good enough, I can get free help.',
    `- ${PHONE_NUMBERS.opan.name}: ${PHONE_NUMBERS.opan.number}.`,
    `- ${PHONE_NUMBERS.commission.name}: ${PHONE_NUMBERS.commission.number}.`,
  ].join('\n');
}
