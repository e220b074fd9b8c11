import { itGives, rowsByAnswer } from '../shared/spec-tables.fixture.js';
import { classifyCharge, FEES_NOT_ALLOWED, isFeeNotAllowed } from './charge-lines.js';

describe('classifyCharge', () => {
  itGives(
    classifyCharge,
    '%p is %p',
    rowsByAnswer({
      // Care management, under its names on real statements
      'care-management': ['Care management', 'Care management fee', 'Case management', 'Care coordination'],
      // Fees the rules do not allow
      'package-management-fee': ['Package admin fee', 'Package management fee', 'Administration fee', 'Admin', 'Package management'],
      'travel-fee': ['Travel', 'Personal care travel', 'Travel time 12 km'],
      'entry-or-exit-fee': ['Exit fee', 'Establishment fee'],
      // A service with "transport" in it is a service, not a travel fee
      unknown: ['Transport to appointment, travel 12 km', 'Dog walking', 'Adjustment ref 7741 (see over)', ''],
    }),
  );

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
