import { classifyCharge, FEES_NOT_ALLOWED, isFeeNotAllowed } from './charge-lines.js';

describe('classifyCharge', () => {
  it.each([
    // Care management, under its names on real statements
    ['Care management', 'care-management'],
    ['Care management fee', 'care-management'],
    ['Case management', 'care-management'],
    ['Care coordination', 'care-management'],
    // Fees the rules do not allow
    ['Package admin fee', 'package-management-fee'],
    ['Package management fee', 'package-management-fee'],
    ['Administration fee', 'package-management-fee'],
    ['Admin', 'package-management-fee'],
    ['Package management', 'package-management-fee'],
    ['Travel', 'travel-fee'],
    ['Personal care travel', 'travel-fee'],
    ['Travel time 12 km', 'travel-fee'],
    ['Exit fee', 'entry-or-exit-fee'],
    ['Establishment fee', 'entry-or-exit-fee'],
    // A service with "transport" in it is a service, not a travel fee
    ['Transport to appointment, travel 12 km', 'unknown'],
    ['Dog walking', 'unknown'],
    ['Adjustment ref 7741 (see over)', 'unknown'],
    ['', 'unknown'],
  ])('%p is %p', (description, kind) => {
    expect(classifyCharge(description)).toBe(kind);
  });

  it('flags the fees and only the fees', () => {
    expect(['package-management-fee', 'travel-fee', 'entry-or-exit-fee'].every((k) => isFeeNotAllowed(k as never))).toBe(true);
    expect(isFeeNotAllowed('care-management')).toBe(false);
    expect(isFeeNotAllowed('unknown')).toBe(false);
  });

  it('names the rule with its official source', () => {
    expect(FEES_NOT_ALLOWED.value).toMatch(/package management, travel or admin fees/);
    expect(FEES_NOT_ALLOWED.value).toMatch(/no entry or exit fees/);
    expect(FEES_NOT_ALLOWED.sourceUrl).toMatch(/^https:\/\/myagedcare\.gov\.au\//);
  });
});
