/**
 * What the person typed, kept as text so nothing is lost on an error, and its reading into the domain's
 * statement lines. The draft stays in this browser: in memory, and in localStorage only when the person
 * ticks "keep this on this device".
 */
import {
  CONTRIBUTION_BASES,
  defaultTimeBand,
  isContributionBasis,
  isIsoDate,
  LETTER_RATE_MESSAGE,
  lineAmountCents,
  parseLetterRate,
  parseMoneyCents,
  parseQuantity,
  PRICE_TIMES,
  type ContributionBasis,
  type LetterRates,
  type ChargeLine,
  type PriceTime,
  type StatementItem,
} from '@homeward/domain';

export interface LineDraft {
  /** A key for React lists; never shown. */
  key: string;
  /** A catalogue service, or a charge line (care management, a fee, a line we could not read as a service). */
  kind: 'service' | 'charge';
  /** A charge line's words as the statement has them. */
  description: string;
  /** Why a pasted row was not read as a service, shown beside it. */
  note?: string;
  date: string;
  serviceName: string;
  timeBand: PriceTime;
  quantity: string;
  unitPrice: string;
  /** Blank: quantity x price. */
  amount: string;
  contribution: string;
}

export interface PersonDraft {
  classificationLevel: string;
  interim: boolean;
  basis: ContributionBasis | '';
  /** A part pensioner's rates from their letter, in percent, when they have them. */
  independenceRate: string;
  everydayLivingRate: string;
  carryOver: string;
  providerId: number | null;
  providerName: string;
}

export interface StatementDraft {
  person: PersonDraft;
  lines: LineDraft[];
  /** The total the statement gives (optional): the lines must add up to it. */
  statedTotal: string;
}

let nextKey = 0;
/** Keys for lines added in the browser; the first, blank line is FIRST_LINE_KEY, the same in the prerendered HTML. */
export const newLineKey = () => `line-${(nextKey += 1)}`;
export const FIRST_LINE_KEY = 'line-0';

export const EMPTY_PERSON: PersonDraft = {
  classificationLevel: '',
  interim: false,
  basis: '',
  independenceRate: '',
  everydayLivingRate: '',
  carryOver: '',
  providerId: null,
  providerName: '',
};

/** A new line starts from the one before it (same date and service), or blank. */
export function newLine(previous?: LineDraft): LineDraft {
  return {
    key: newLineKey(),
    kind: 'service',
    description: '',
    date: previous?.date ?? '',
    serviceName: previous?.serviceName ?? '',
    timeBand: previous?.timeBand ?? 'standard',
    quantity: '1',
    unitPrice: previous?.unitPrice ?? '',
    amount: '',
    contribution: '',
  };
}

/** A new charge line (a fee or anything else on the statement that is not a service), dated like the line before. */
export function newChargeLine(previous?: LineDraft): LineDraft {
  return { ...newLine(previous), kind: 'charge', serviceName: '', quantity: '', unitPrice: '' };
}

const money = (cents: number) => (cents / 100).toFixed(2);

export function lineDraftFrom(line: StatementItem): LineDraft {
  if (line.kind === 'charge') {
    return {
      ...newChargeLine(),
      description: line.description,
      ...(line.reason ? { note: line.reason } : {}),
      date: line.date ?? '',
      amount: line.amountCents === null ? '' : money(line.amountCents),
      contribution: line.contributionCents ? money(line.contributionCents) : '',
    };
  }
  return {
    key: newLineKey(),
    kind: 'service',
    description: '',
    date: line.date,
    serviceName: line.serviceName,
    timeBand: line.timeBand,
    quantity: String(line.quantity),
    unitPrice: money(line.unitPriceCents),
    amount: money(line.amountCents),
    contribution: money(line.contributionCents),
  };
}

/** A line's date moves its time band to the day's (Saturday, Sunday) unless the person chose evening or a holiday. */
export function withDate(line: LineDraft, date: string): LineDraft {
  const keepsBand = line.timeBand === 'evening' || line.timeBand === 'publicHoliday';
  return { ...line, date, timeBand: isIsoDate(date) && !keepsBand ? defaultTimeBand(date) : line.timeBand };
}

export type LineErrors = Partial<Record<'date' | 'serviceName' | 'description' | 'quantity' | 'unitPrice' | 'amount' | 'contribution', string>>;

export const LINE_MESSAGES = {
  date: 'Enter the date of the service.',
  chargeDate: 'Enter the date as day, month and year, or leave it blank.',
  serviceName: 'Choose the service.',
  description: 'Enter what the line says, like "Care management" or "Admin fee".',
  quantity: 'Enter how many, like 2 or 1.5.',
  unitPrice: 'Enter the price for one, like 95 or 95.50.',
  amount: 'Enter the amount charged, like 190 or 190.00, or leave it blank.',
  contribution: 'Enter the contribution, like 33.25, or leave it blank for none.',
} as const;

/** A charge line as the rules need it: its words, and the date and amount when given (blank is unknown, not zero). */
function readChargeLine(draft: LineDraft): { line: ChargeLine } | { errors: LineErrors } {
  const errors: LineErrors = {};
  if (draft.date.trim() !== '' && !isIsoDate(draft.date)) errors.date = LINE_MESSAGES.chargeDate;
  if (!draft.description.trim()) errors.description = LINE_MESSAGES.description;
  const amountCents = draft.amount.trim() === '' ? null : parseMoneyCents(draft.amount);
  if (draft.amount.trim() !== '' && (amountCents === null || amountCents < 0)) errors.amount = LINE_MESSAGES.amount;
  const contributionCents = draft.contribution.trim() === '' ? 0 : parseMoneyCents(draft.contribution);
  if (contributionCents === null || contributionCents < 0) errors.contribution = LINE_MESSAGES.contribution;
  if (Object.keys(errors).length > 0 || contributionCents === null) return { errors };
  return {
    line: {
      kind: 'charge',
      description: draft.description.trim(),
      date: isIsoDate(draft.date) ? draft.date : null,
      amountCents,
      contributionCents,
      ...(draft.note ? { reason: draft.note } : {}),
    },
  };
}

/** The line as the rules need it, or the message for each field that cannot be read. */
export function readLine(draft: LineDraft): { line: StatementItem } | { errors: LineErrors } {
  if (draft.kind === 'charge') return readChargeLine(draft);
  const errors: LineErrors = {};
  if (!isIsoDate(draft.date)) errors.date = LINE_MESSAGES.date;
  if (!draft.serviceName) errors.serviceName = LINE_MESSAGES.serviceName;
  const quantity = parseQuantity(draft.quantity);
  if (quantity === null || quantity <= 0) errors.quantity = LINE_MESSAGES.quantity;
  const unitPriceCents = parseMoneyCents(draft.unitPrice);
  if (unitPriceCents === null || unitPriceCents < 0) errors.unitPrice = LINE_MESSAGES.unitPrice;
  const amountCents = draft.amount.trim() === '' ? null : parseMoneyCents(draft.amount);
  if (draft.amount.trim() !== '' && (amountCents === null || amountCents < 0)) errors.amount = LINE_MESSAGES.amount;
  const contributionCents = draft.contribution.trim() === '' ? 0 : parseMoneyCents(draft.contribution);
  if (contributionCents === null || contributionCents < 0) errors.contribution = LINE_MESSAGES.contribution;
  if (Object.keys(errors).length > 0 || quantity === null || unitPriceCents === null || contributionCents === null) return { errors };
  return {
    line: {
      date: draft.date,
      serviceName: draft.serviceName,
      timeBand: draft.timeBand,
      quantity,
      unitPriceCents,
      amountCents: amountCents ?? lineAmountCents(quantity, unitPriceCents),
      contributionCents,
    },
  };
}

export const PERSON_MESSAGES = {
  classificationLevel: 'Choose the classification (level) on the letter from My Aged Care.',
  basis: 'Choose how you are assessed for fees.',
  rate: LETTER_RATE_MESSAGE,
  carryOver: 'Enter the unspent amount in dollars, like 500, or leave it blank.',
} as const;

export type PersonErrors = Partial<Record<'classificationLevel' | 'basis' | 'independenceRate' | 'everydayLivingRate' | 'carryOver', string>>;

const readPercent = parseLetterRate;

export interface PersonReading {
  basis: ContributionBasis;
  letterRates: LetterRates | null;
  carryOverCents: number;
}

export function readPerson(person: PersonDraft): { person: PersonReading } | { errors: PersonErrors } {
  const errors: PersonErrors = {};
  if (!person.classificationLevel) errors.classificationLevel = PERSON_MESSAGES.classificationLevel;
  if (!isContributionBasis(person.basis)) errors.basis = PERSON_MESSAGES.basis;
  let letterRates: LetterRates | null = null;
  if (person.basis === 'part-pensioner-or-cshc' && (person.independenceRate.trim() || person.everydayLivingRate.trim())) {
    const independence = readPercent(person.independenceRate);
    const everydayLiving = readPercent(person.everydayLivingRate);
    if (independence === null) errors.independenceRate = PERSON_MESSAGES.rate;
    if (everydayLiving === null) errors.everydayLivingRate = PERSON_MESSAGES.rate;
    if (independence !== null && everydayLiving !== null) letterRates = { independence, everydayLiving };
  }
  const carryOverCents = person.carryOver.trim() === '' ? 0 : parseMoneyCents(person.carryOver);
  if (carryOverCents === null || carryOverCents < 0) errors.carryOver = PERSON_MESSAGES.carryOver;
  if (Object.keys(errors).length > 0 || !isContributionBasis(person.basis) || carryOverCents === null) return { errors };
  return { person: { basis: person.basis, letterRates, carryOverCents } };
}

/** Where a kept statement is stored on this device (only after the person ticks the box). */
export const STATEMENT_STORAGE_KEY = 'homeward.statement-checker.v1';

/** A stored draft read back, or null for anything that is not one (an old or damaged copy is ignored). */
export function readStoredDraft(text: string | null): StatementDraft | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as StatementDraft;
    if (!parsed || typeof parsed !== 'object' || !Array.isArray(parsed.lines) || !parsed.person) return null;
    const person = { ...EMPTY_PERSON, ...parsed.person };
    if (person.basis !== '' && !(CONTRIBUTION_BASES as readonly string[]).includes(person.basis)) person.basis = '';
    const lines = parsed.lines
      .filter((l) => l && typeof l === 'object')
      .map((l) => ({
        ...newLine(),
        ...l,
        key: newLineKey(),
        kind: l.kind === 'charge' ? ('charge' as const) : ('service' as const),
        description: typeof l.description === 'string' ? l.description : '',
        timeBand: (PRICE_TIMES as readonly string[]).includes(l.timeBand) ? l.timeBand : 'standard',
      }));
    return { person, lines, statedTotal: typeof parsed.statedTotal === 'string' ? parsed.statedTotal : '' };
  } catch {
    return null;
  }
}
