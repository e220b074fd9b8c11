import { contactedLabel, durationLabel } from './figures-format';

describe('contactedLabel', () => {
  const month = (leads: number, due: number, contactedInTime: number, share: number | null) => ({
    leads,
    due,
    contactedInTime,
    stillWithinTime: leads - due,
    contactedInTimeShare: share,
  });

  it('never counts a new lead still inside its two days as met', () => {
    expect(contactedLabel(month(2, 1, 1, 1))).toBe('1 of 1 due so far (100%), 1 still within its 2 days');
  });

  it('says when none is due yet', () => {
    expect(contactedLabel(month(2, 0, 0, null))).toBe('None due yet, 2 still within their 2 days');
  });

  it('gives the plain figure when every lead is due, and a dash for a month without leads', () => {
    expect(contactedLabel(month(4, 4, 3, 0.75))).toBe('3 of 4 due so far (75%)');
    expect(contactedLabel(month(0, 0, 0, null))).toBe('-');
  });
});

describe('durationLabel', () => {
  it('says one minute in the singular', () => {
    expect(durationLabel(0.01)).toBe('1 minute');
    expect(durationLabel(0.5)).toBe('30 minutes');
  });
});
