import { statementLine } from '@homeward/domain/src/statements/statement-scenarios.fixture';
import {
  EMPTY_PERSON,
  LINE_MESSAGES,
  lineDraftFrom,
  newChargeLine,
  newLine,
  PERSON_MESSAGES,
  readLine,
  readPerson,
  readStoredDraft,
  withDate,
  type LineDraft,
} from './statement-draft.js';

const draft = (over: Partial<LineDraft> = {}): LineDraft => ({
  ...newLine(),
  date: '2026-11-03',
  serviceName: 'Domestic assistance',
  quantity: '2',
  unitPrice: '95',
  ...over,
});

describe('readLine', () => {
  it('reads a typed line; a blank amount is quantity x price and a blank contribution is none', () => {
    expect(readLine(draft())).toEqual({ line: statementLine() });
    expect(readLine(draft({ amount: '$200.00', contribution: '33.25' }))).toMatchObject({ line: { amountCents: 20000, contributionCents: 3325 } });
  });

  it.each([
    ['date', { date: '' }, LINE_MESSAGES.date],
    ['serviceName', { serviceName: '' }, LINE_MESSAGES.serviceName],
    ['quantity', { quantity: '0' }, LINE_MESSAGES.quantity],
    ['unitPrice', { unitPrice: 'ninety' }, LINE_MESSAGES.unitPrice],
    ['amount', { amount: '1.234' }, LINE_MESSAGES.amount],
    ['contribution', { contribution: '-5' }, LINE_MESSAGES.contribution],
  ] as const)('names the field %s when it cannot be read', (field, over, message) => {
    expect(readLine(draft(over))).toEqual({ errors: { [field]: message } });
  });
});

describe('withDate', () => {
  it.each([
    ['a Saturday picks Saturday', 'standard', '2026-11-07', 'saturday'],
    ['a weekday after a Sunday goes back to weekday daytime', 'sunday', '2026-11-09', 'standard'],
    ['an evening stays an evening', 'evening', '2026-11-08', 'evening'],
    ['a public holiday stays one', 'publicHoliday', '2026-11-09', 'publicHoliday'],
  ] as const)('%s', (_name, band, date, expected) => {
    expect(withDate(draft({ timeBand: band }), date).timeBand).toBe(expected);
  });
});

describe('readPerson', () => {
  const person = { ...EMPTY_PERSON, classificationLevel: '4', basis: 'part-pensioner-or-cshc' as const };

  it('reads a part pensioner with the rates from their letter, in percent', () => {
    expect(readPerson({ ...person, independenceRate: '12.5', everydayLivingRate: '30%', carryOver: '$500' })).toEqual({
      person: { basis: 'part-pensioner-or-cshc', letterRates: { independence: 0.125, everydayLiving: 0.3 }, carryOverCents: 50000 },
    });
    expect(readPerson(person)).toEqual({ person: { basis: 'part-pensioner-or-cshc', letterRates: null, carryOverCents: 0 } });
  });

  it('names each field that needs an answer', () => {
    expect(readPerson({ ...EMPTY_PERSON, carryOver: 'lots' })).toEqual({
      errors: { classificationLevel: PERSON_MESSAGES.classificationLevel, basis: PERSON_MESSAGES.basis, carryOver: PERSON_MESSAGES.carryOver },
    });
    expect(readPerson({ ...person, independenceRate: '120' })).toEqual({
      errors: { independenceRate: PERSON_MESSAGES.rate, everydayLivingRate: PERSON_MESSAGES.rate },
    });
  });
});

describe('readStoredDraft', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['no lines', JSON.stringify({ person: EMPTY_PERSON })],
  ])('ignores %s', (_name, text) => {
    expect(readStoredDraft(text)).toBeNull();
  });

  it('reads a kept draft back, mending an unknown basis or time band', () => {
    const stored = JSON.stringify({ person: { ...EMPTY_PERSON, basis: 'rich' }, lines: [{ ...draft(), timeBand: 'midnight' }] });
    const read = readStoredDraft(stored)!;
    expect(read.person.basis).toBe('');
    expect(read.lines).toHaveLength(1);
    expect(read.lines[0]).toMatchObject({ date: '2026-11-03', unitPrice: '95', timeBand: 'standard' });
  });
});

describe('charge lines (care management, a fee, a row not read as a service)', () => {
  const charge = (over: Partial<LineDraft> = {}): LineDraft => ({ ...newChargeLine(), description: 'Package admin fee', amount: '30', ...over });

  it('reads a typed charge line; a blank date and a blank amount are unknown, not zero', () => {
    expect(readLine(charge({ date: '2026-11-30' }))).toEqual({
      line: { kind: 'charge', description: 'Package admin fee', date: '2026-11-30', amountCents: 3000, contributionCents: 0 },
    });
    expect(readLine(charge({ amount: '' }))).toEqual({
      line: { kind: 'charge', description: 'Package admin fee', date: null, amountCents: null, contributionCents: 0 },
    });
  });

  it.each([
    ['description', { description: '  ' }, LINE_MESSAGES.description],
    ['date', { date: '30/11' }, LINE_MESSAGES.chargeDate],
    ['amount', { amount: 'thirty' }, LINE_MESSAGES.amount],
    ['contribution', { contribution: '-1' }, LINE_MESSAGES.contribution],
  ])('names the %s when it cannot be read', (field, over, message) => {
    expect(readLine(charge(over))).toEqual({ errors: { [field]: message } });
  });

  it('a pasted row not read as a service keeps its words, its amount and why, and reads back the same', () => {
    const pasted = {
      kind: 'charge' as const,
      description: 'Dog walking',
      date: '2026-11-04',
      amountCents: 5000,
      contributionCents: 0,
      reason: 'We do not know the service "Dog walking".',
    };
    const line = lineDraftFrom(pasted);
    expect(line).toMatchObject({ kind: 'charge', description: 'Dog walking', date: '2026-11-04', amount: '50.00', contribution: '', note: pasted.reason });
    expect(readLine(line)).toEqual({ line: pasted });
  });

  it('a draft kept before charge lines existed reads back as service lines, with no statement total', () => {
    const old = draft() as Partial<LineDraft>;
    delete old.kind;
    delete old.description;
    const read = readStoredDraft(JSON.stringify({ person: EMPTY_PERSON, lines: [old] }))!;
    expect(read.lines[0]).toMatchObject({ kind: 'service', description: '', serviceName: 'Domestic assistance' });
    expect(read.statedTotal).toBe('');
  });
});
