import { parseMoneyCents } from '../shared/money.js';
import { itGives } from '../shared/spec-tables.fixture.js';
import { defaultTimeBand } from './statement-fields.js';
import { matchServiceName, parsePastedStatement, parseStatementDate, parseTimeBand } from './statement-paste.js';

const SERVICES = ['Nursing care', 'Personal care', 'Domestic assistance', 'Transport (per trip)', 'Meal delivery (per meal)', 'Meal preparation'];

describe('parseStatementDate', () => {
  itGives(parseStatementDate, '%p -> %p', [
    ['2026-11-03', '2026-11-03'],
    ['3/11/2026', '2026-11-03'],
    ['03/11/26', '2026-11-03'],
    ['3 Nov 2026', '2026-11-03'],
    ['3-Nov-26', '2026-11-03'],
    ['31/11/2026', null],
    ['Total', null],
  ]);
});

describe('parseMoneyCents', () => {
  itGives(parseMoneyCents, '%p -> %p', [
    ['$1,234.50', 123450],
    ['95', 9500],
    ['$0.00', 0],
    ['26.25', 2625],
    ['abc', null],
    ['1.234', null],
  ]);
});

describe('parseTimeBand and defaultTimeBand', () => {
  itGives(parseTimeBand, '%p -> %p', [
    ['Weekday', 'standard'],
    ['Sat', 'saturday'],
    ['Sunday', 'sunday'],
    ['Public holiday', 'publicHoliday'],
    ['PH', 'publicHoliday'],
    ['Evening', 'evening'],
    ['Lunar', null],
  ]);

  itGives(defaultTimeBand, 'a line on %s defaults to %s', [
    ['2026-11-07', 'saturday'],
    ['2026-11-08', 'sunday'],
    ['2026-11-09', 'standard'],
  ]);
});

describe('matchServiceName', () => {
  it.each([
    ['Nursing care', 'Nursing care'],
    ['nursing', 'Nursing care'],
    ['Transport', 'Transport (per trip)'],
    ['Meal', null],
    ['Gardening', null],
  ])('%p -> %p', (text, name) => {
    expect(matchServiceName(text, SERVICES)).toBe(name);
  });
});

describe('parsePastedStatement', () => {
  it('reads a spreadsheet table by its headers, in any column order', () => {
    const text = ['Service\tDate\tHours\tRate\tAmount charged\tContribution\tTime band', 'Nursing care\t3/11/2026\t1\t$150.00\t$150.00\t$0.00\tWeekday'].join(
      '\n',
    );
    const result = parsePastedStatement(text, SERVICES);
    expect(result.hadHeader).toBe(true);
    expect(result.problems).toEqual([]);
    expect(result.lines).toEqual([
      { date: '2026-11-03', serviceName: 'Nursing care', timeBand: 'standard', quantity: 1, unitPriceCents: 15000, amountCents: 15000, contributionCents: 0 },
    ]);
  });

  it('reads a PDF copy (columns apart by spaces) without a header, and a missing time from the date', () => {
    const text = '07/11/2026   Domestic assistance   2   95.00   190.00   33.25';
    const result = parsePastedStatement(text, SERVICES);
    expect(result.hadHeader).toBe(false);
    expect(result.lines).toEqual([
      {
        date: '2026-11-07',
        serviceName: 'Domestic assistance',
        timeBand: 'saturday',
        quantity: 2,
        unitPriceCents: 9500,
        amountCents: 19000,
        contributionCents: 3325,
      },
    ]);
  });

  it('keeps every row it cannot read as a line to ask about, with its row number and why; a Total row is the statement total', () => {
    const text = [
      'Date\tService\tTime\tQuantity\tPrice\tAmount\tContribution',
      '3/11/2026\tNursing care\tWeekday\t1\t150\t150\t0',
      '',
      '4/11/2026\tDog walking\tWeekday\t1\t50\t50\t0',
      'Total\t\t\t\t\t250\t0',
      '5/11/2026\tNursing care\tWeekday\tone\t150\t150\t0',
    ].join('\n');
    const result = parsePastedStatement(text, SERVICES);
    expect(result.statedTotalCents).toBe(25000);
    expect(result.lines).toEqual([
      { date: '2026-11-03', serviceName: 'Nursing care', timeBand: 'standard', quantity: 1, unitPriceCents: 15000, amountCents: 15000, contributionCents: 0 },
      {
        kind: 'charge',
        description: 'Dog walking',
        date: '2026-11-04',
        amountCents: 5000,
        contributionCents: 0,
        reason: 'We do not know the service "Dog walking".',
      },
      {
        kind: 'charge',
        description: 'Nursing care',
        date: '2026-11-05',
        amountCents: 15000,
        contributionCents: 0,
        reason: 'We could not read the quantity "one".',
      },
    ]);
    expect(result.problems).toEqual([
      { row: 4, text: '4/11/2026\tDog walking\tWeekday\t1\t50\t50\t0', reason: 'We do not know the service "Dog walking".' },
      { row: 6, text: '5/11/2026\tNursing care\tWeekday\tone\t150\t150\t0', reason: 'We could not read the quantity "one".' },
    ]);
  });

  it('reads care management and fees written as a name and an amount, from a PDF or typed, as charge lines', () => {
    const text = [
      '07/11/2026   Domestic assistance   2   95.00   190.00   33.25',
      'Care management $65',
      'Package admin fee      $30.00',
      '30/11/2026   Travel   12.40',
      'Personal care travel   $8.00',
    ].join('\n');
    const result = parsePastedStatement(text, SERVICES);
    expect(result.problems).toEqual([]);
    expect(result.lines.slice(1)).toEqual([
      { kind: 'charge', description: 'Care management', date: null, amountCents: 6500, contributionCents: 0 },
      { kind: 'charge', description: 'Package admin fee', date: null, amountCents: 3000, contributionCents: 0 },
      { kind: 'charge', description: 'Travel', date: '2026-11-30', amountCents: 1240, contributionCents: 0 },
      // Its words start like a service, but it is a travel fee.
      { kind: 'charge', description: 'Personal care travel', date: null, amountCents: 800, contributionCents: 0 },
    ]);
  });

  it('keeps a row with no amount, and never reads a reference number as money', () => {
    const result = parsePastedStatement('30/11/2026   Adj. ref 7741 (see over)', SERVICES);
    expect(result.lines).toEqual([
      {
        kind: 'charge',
        description: 'Adj. ref 7741 (see over)',
        date: '2026-11-30',
        amountCents: null,
        contributionCents: 0,
        reason: 'Some columns are missing.',
      },
    ]);
  });
});
