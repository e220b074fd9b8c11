import { listingToday } from './provider-attributes.js';

describe(listingToday.name, () => {
  it("is Sydney's date: 07:00 on 30 November there is still 29 November in UTC", () => {
    expect(listingToday(new Date('2026-11-29T20:00:00Z'))).toBe('2026-11-30');
  });
});
