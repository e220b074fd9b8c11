import { lastMonths, monthlyFigures } from './figures.js';

const SYDNEY = 'Australia/Sydney';

describe('lastMonths', () => {
  it('gives the 12 months to the current one in the zone, oldest first', () => {
    const months = lastMonths(new Date('2026-11-30T14:00:00Z'), SYDNEY);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-01');
    expect(months[11]).toBe('2026-12');
  });
});

describe('monthlyFigures', () => {
  const now = new Date('2026-11-26T00:00:00Z');
  const lead = (arrivedAt: string, firstContactAt: string | null, deadline: string) => ({
    arrivedAt: new Date(arrivedAt),
    firstContactAt: firstContactAt === null ? null : new Date(firstContactAt),
    deadline: new Date(deadline),
  });

  it('counts leads per month, the share contacted in time and the median hours to first contact', () => {
    const figures = monthlyFigures(
      [
        lead('2026-10-05T00:00:00Z', '2026-10-05T02:00:00Z', '2026-10-07T00:00:00Z'),
        lead('2026-10-06T00:00:00Z', '2026-10-06T06:00:00Z', '2026-10-08T00:00:00Z'),
        lead('2026-10-07T00:00:00Z', '2026-10-12T00:00:00Z', '2026-10-09T00:00:00Z'),
        lead('2026-10-08T00:00:00Z', null, '2026-10-12T00:00:00Z'),
      ],
      now,
      SYDNEY,
    );
    const october = figures.find((m) => m.month === '2026-10')!;
    expect(october).toEqual({
      month: '2026-10',
      leads: 4,
      contactedInTimeShare: 0.5,
      medianHoursToFirstContact: 6,
      due: 4,
      contactedInTime: 2,
      stillWithinTime: 0,
    });
    expect(figures.find((m) => m.month === '2026-09')).toEqual({
      month: '2026-09',
      leads: 0,
      contactedInTimeShare: null,
      medianHoursToFirstContact: null,
      due: 0,
      contactedInTime: 0,
      stillWithinTime: 0,
    });
  });

  it('leaves a new lead out of the share until its deadline passes', () => {
    const [november] = monthlyFigures([lead('2026-11-25T00:00:00Z', null, '2026-11-27T00:00:00Z')], now, SYDNEY).slice(-1);
    expect(november).toEqual({
      month: '2026-11',
      leads: 1,
      contactedInTimeShare: null,
      medianHoursToFirstContact: null,
      due: 0,
      contactedInTime: 0,
      stillWithinTime: 1,
    });
  });

  it('counts a contacted lead as met and a new one inside its two days as still within time, not as met', () => {
    const [november] = monthlyFigures(
      [lead('2026-11-23T00:00:00Z', '2026-11-23T03:00:00Z', '2026-11-25T00:00:00Z'), lead('2026-11-25T00:00:00Z', null, '2026-11-27T00:00:00Z')],
      now,
      SYDNEY,
    ).slice(-1);
    expect(november).toMatchObject({ leads: 2, contactedInTimeShare: 1, due: 1, contactedInTime: 1, stillWithinTime: 1 });
  });

  it('puts a lead in the month of its arrival in the provider time zone', () => {
    const figures = monthlyFigures([lead('2026-10-31T14:30:00Z', null, '2026-11-04T00:00:00Z')], now, SYDNEY);
    expect(figures.find((m) => m.month === '2026-11')!.leads).toBe(1);
    expect(figures.find((m) => m.month === '2026-10')!.leads).toBe(0);
  });
});
