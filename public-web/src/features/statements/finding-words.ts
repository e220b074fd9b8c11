/** Each finding of the statement checker in plain words, and the letter to the provider built from them. */
import {
  centsToAmount,
  FEE_WORDS,
  FEES_NOT_ALLOWED,
  formatAud,
  formatFactDate,
  formatRateRange,
  PHONE_NUMBERS,
  PRICE_TIME_LABELS,
  unitForServiceName,
  unitWords,
  type Finding,
  type StatementCheckResult,
  type StatementItem,
  type StatementLine,
} from '@homeward/domain';

export const money = (cents: number) => formatAud(centsToAmount(cents));

/** What a line is called: its service, or a charge line's own words in quotes. */
export const lineName = (line: StatementItem) => (line.kind === 'charge' ? `"${line.description}"` : line.serviceName);

/** 'Line 2 (3 November 2026, Nursing care)'; 'Line 4 ("Package admin fee")' when it has no date. */
export function lineLabel(line: StatementItem, index: number): string {
  return `Line ${index + 1} (${line.date ? `${formatFactDate(line.date)}, ` : ''}${lineName(line)})`;
}

/** The rule against separate fees, with its source, as a sentence. */
export const FEE_RULE_WORDS = `${FEES_NOT_ALLOWED.value} (Source: ${FEES_NOT_ALLOWED.source}, ${formatFactDate(FEES_NOT_ALLOWED.asOf)}.)`;

/** A finding's amount in question, or that it is not known. */
export const amountWords = (finding: Finding) => (finding.amountUnknown ? 'not known (no amount we could read)' : money(finding.amountCents));

const priceEach = (line: StatementLine, cents: number) => `${money(cents)} ${unitWords(unitForServiceName(line.serviceName)).each}`;

const quarterWords = (quarter: string) => {
  const [year, q] = quarter.split('-Q');
  const months = ['January to March', 'April to June', 'July to September', 'October to December'][Number(q) - 1];
  return `${months} ${year}`;
};

const quarterName = (quarter: string | undefined) => (quarter ? quarterWords(quarter) : 'this quarter');

/** What is wrong, in a sentence or two (the amount in question is shown beside it). */
export function findingText(finding: Finding, items: readonly StatementItem[]): string {
  switch (finding.kind) {
    case 'over-quarter':
      return `The services charged for ${quarterName(finding.quarter)} add up to ${money(finding.chargedCents)}. Your quarter allows ${money(finding.expectedCents)} for services.`;
    case 'care-management-over-share':
      return `Care management charged for ${quarterName(finding.quarter)} adds up to ${money(finding.chargedCents)}. It is paid from the 10% of your budget set aside for it: ${money(finding.expectedCents)} a quarter.`;
    case 'total-differs':
      return `The lines add up to ${money(finding.expectedCents)}, but the statement's total is ${money(finding.chargedCents)}.`;
    default:
  }
  const item = items[finding.lineIndex ?? 0];
  if (item.kind === 'charge') {
    if (finding.kind === 'fee-not-allowed') {
      const amount = finding.amountUnknown ? ' We could not read its amount.' : '';
      return `This is ${FEE_WORDS[finding.fee ?? 'package-management-fee']}. The rules do not allow it. ${FEE_RULE_WORDS}${amount}`;
    }
    if (finding.kind === 'not-checked') {
      const what = item.amountCents === null ? 'There is no amount we could read.' : `It charges ${money(item.amountCents)}.`;
      return `We could not check this line: ask the provider what it is for. ${what}`;
    }
    return `You were charged ${money(finding.chargedCents)} as your contribution. Care management is a clinical support, so there should be no contribution.`;
  }
  const line: StatementLine = item;
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
    default:
      return '';
  }
}

/** The heading of a finding: which line, or which quarter. */
export function findingTitle(finding: Finding, items: readonly StatementItem[]): string {
  if (finding.kind === 'total-differs') return "The statement's total";
  if (finding.kind === 'care-management-over-share') return `Care management over its share (${quarterName(finding.quarter)})`;
  if (finding.lineIndex === null) return `Over the quarter's budget (${quarterName(finding.quarter)})`;
  return lineLabel(items[finding.lineIndex], finding.lineIndex);
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The summary's first sentence: the answer first. "Nothing to ask about" only when every line was checked and
 * none is in question (the rules' allClear); a line we could not check is always one thing to ask about.
 */
export function summaryText(result: StatementCheckResult, lineCount: number): string {
  if (result.allClear)
    return lineCount === 1
      ? 'We found nothing to ask about. We checked the line and it looks right.'
      : `We found nothing to ask about. We checked all ${lineCount} lines and they look right.`;
  const good = `${result.goodLines.length} of ${lineCount} ${lineCount === 1 ? 'line looks' : 'lines look'} right.`;
  const unchecked = result.uncheckedLines.length > 0 ? ` We could not check ${count(result.uncheckedLines.length, 'line', 'lines')}.` : '';
  const unknown = result.findings.some((f) => f.amountUnknown);
  const worth = result.amountInQuestionCents > 0 ? `, worth ${money(result.amountInQuestionCents)}${unknown ? ' or more' : ''} in total` : '';
  return `We found ${count(result.findings.length, 'thing', 'things')} to ask your provider about${worth}. ${good}${unchecked}`;
}

/**
 * The letter to the provider: one short paragraph per finding, then where to get free help. Written only when
 * something is in question (the page offers no letter for an all-clear), so its list is never empty.
 */
export function letterText(result: StatementCheckResult, lines: readonly StatementItem[], providerName: string): string {
  const to = providerName.trim() ? `Dear ${providerName.trim()},` : 'Dear Sir or Madam,';
  const dates = lines.flatMap((l) => (l.date ? [formatFactDate(l.date).replace(/^\d+ /, '')] : []));
  const months = dates.length > 0 ? [...new Set(dates)].join(', ') : 'this month';
  const items = result.findings.map((f, i) => `${i + 1}. ${findingTitle(f, lines)}: ${findingText(f, lines)} Amount in question: ${amountWords(f)}.`);
  const unknown = result.findings.filter((f) => f.amountUnknown).length;
  const unknownWords = unknown > 0 ? ` Also, I could not read the amount of ${count(unknown, 'line', 'lines')}.` : '';
  return [
    to,
    '',
    `I am writing about my Support at Home statement for ${months}. I have checked it. Please explain or fix these things:`,
    '',
    ...items,
    '',
    `In total, ${money(result.amountInQuestionCents)} is in question.${unknownWords} Please reply in writing within 14 days. If a charge is wrong, please fix my statement.`,
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
    `- ${PHONE_NUMBERS.tis.name}: ${PHONE_NUMBERS.tis.number}. A free interpreter for any of these calls.`,
  ].join('\n');
}
