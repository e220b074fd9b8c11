import { describeServices, formatAuDateTime, formatLocalDate, formatMoney, statusLabel, yesNo } from './format';

describe('format', () => {
  // 2026-11-22 03:04:05 UTC; jest runs with the machine's time zone, so compare with Intl directly.
  const iso = '2026-11-22T03:04:05.000Z';

  it('provider lead dates are en-AU with the time', () => {
    expect(formatAuDateTime(iso)).toBe(new Date(iso).toLocaleString('en-AU'));
    expect(formatAuDateTime(iso)).toMatch(/^\d{1,2}\/\d{1,2}\/2026, \d{1,2}:\d{2}:\d{2}\s?(am|pm)$/i);
  });

  it('calculator lead dates use the local date format without time', () => {
    expect(formatLocalDate(iso)).toBe(new Date(iso).toLocaleDateString());
    expect(formatLocalDate(iso, 'en-AU')).toMatch(/^\d{1,2}\/\d{1,2}\/2026$/);
  });

  it.each([null, undefined, '', 'not a date'])('an empty or bad date (%p) shows nothing', (value) => {
    expect(formatAuDateTime(value)).toBe('');
    expect(formatLocalDate(value)).toBe('');
  });

  it('lists selected services by name and hours, not JSON', () => {
    expect(
      describeServices([
        { serviceId: 1, serviceName: 'Personal care', hoursPerWeek: 3 },
        { serviceId: 2, serviceName: 'Nursing', hoursPerWeek: 1 },
        { serviceId: 3, serviceName: '', hoursPerWeek: 2 },
        { serviceId: 10, serviceName: 'Transport (per trip)', hoursPerWeek: 2 },
        { serviceId: 14, serviceName: 'Meal delivery (per meal)', hoursPerWeek: 1 },
      ]),
    ).toEqual([
      'Personal care: 3 hours a week',
      'Nursing: 1 hour a week',
      'Unknown Service: 2 hours a week',
      'Transport (per trip): 2 trips a week',
      'Meal delivery (per meal): 1 meal a week',
    ]);
    expect(describeServices(undefined)).toEqual([]);
  });

  it('formats money as Australian dollars', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('99')).toBe('$99.00');
    expect(formatMoney(null)).toBe('');
  });

  it('labels statuses', () => {
    expect(statusLabel('new')).toBe('New');
    expect(statusLabel('contacted')).toBe('Contacted');
    expect(statusLabel(undefined)).toBe('Unknown');
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(null)).toBe('No');
  });
});
