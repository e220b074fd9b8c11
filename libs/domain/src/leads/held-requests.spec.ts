import {
  heldRequestPromise,
  heldRequestReceived,
  heldRequestSettled,
  holdsRequests,
  isHeldRequestAction,
  promiseDay,
  providerHoldsRequests,
} from './held-requests.js';

describe(holdsRequests.name, () => {
  it('holds requests only for an official listing nobody has claimed', () => {
    expect(holdsRequests({ source: 'official', claimed: false })).toBe(true);
    expect(holdsRequests({ source: 'official', claimed: true })).toBe(false);
    expect(holdsRequests({ source: 'team', claimed: false })).toBe(false);
    expect(holdsRequests(null)).toBe(false);
    expect(providerHoldsRequests({ listingSource: 'official', claimedAt: null })).toBe(true);
    expect(providerHoldsRequests({ listingSource: 'official', claimedAt: new Date() })).toBe(false);
  });
});

describe(promiseDay.name, () => {
  it("names the deadline's day in the provider's state, in Australian long form", () => {
    // Tuesday 1 December 2026, 10:00 in Sydney.
    expect(promiseDay('2026-11-30T23:00:00.000Z', 'NSW')).toBe('Tuesday 1 December 2026');
    // 2 am on Tuesday in Sydney is still Monday evening in Perth.
    expect(promiseDay('2026-11-30T15:00:00.000Z', 'NSW')).toBe('Tuesday 1 December 2026');
    expect(promiseDay('2026-11-30T15:00:00.000Z', 'WA')).toBe('Monday 30 November 2026');
  });

  it('names the day before for a deadline at midnight (the end of the second business day)', () => {
    // Wednesday 2 December 2026 00:00 in Melbourne (AEDT, UTC+11) is the end of Tuesday.
    expect(promiseDay('2026-12-01T13:00:00.000Z', 'VIC')).toBe('Tuesday 1 December 2026');
  });

  it("runs on Sydney's clock for an unknown state", () => {
    expect(promiseDay('2026-11-30T23:00:00.000Z', null)).toBe('Tuesday 1 December 2026');
  });
});

describe('the words', () => {
  it('says what will happen before sending, with the date or, until it is known, the rule', () => {
    expect(heldRequestPromise('Bright Care Ltd', 'Tuesday 1 December 2026')).toBe(
      "Bright Care Ltd hasn't joined Homeward yet. We'll pass your request on to them, or ask them to join, and tell you by email by Tuesday 1 December 2026 at the latest.",
    );
    expect(heldRequestPromise('Bright Care Ltd', null)).toContain('tell you by email within 2 business days.');
  });

  it('says after sending that we have it, what happens and by when', () => {
    expect(heldRequestReceived('Bright Care Ltd', 'Tuesday 1 December 2026')).toBe(
      "We have your request for Bright Care Ltd. It hasn't joined Homeward yet, so our team will pass your request on to them or ask them to join, and we'll let you know by email by Tuesday 1 December 2026.",
    );
  });
});

describe(heldRequestSettled.name, () => {
  it('is settled once the team acted, while the request is still with the team', () => {
    const held = { heldAt: new Date(), handedOverAt: null, teamAction: null };
    expect(heldRequestSettled(held)).toBe(false);
    expect(heldRequestSettled({ ...held, teamAction: 'invited' })).toBe(true);
    // Handed over to the organisation once it joined: its own promise runs.
    expect(heldRequestSettled({ ...held, teamAction: 'invited', handedOverAt: new Date() })).toBe(false);
    expect(heldRequestSettled({ heldAt: null, handedOverAt: null, teamAction: null })).toBe(false);
  });

  it('knows the two actions', () => {
    expect(isHeldRequestAction('passed-on')).toBe(true);
    expect(isHeldRequestAction('invited')).toBe(true);
    expect(isHeldRequestAction('emailed')).toBe(false);
  });
});
