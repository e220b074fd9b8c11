import { itGives } from '../shared/spec-tables.fixture.js';
import { abnLookupUrl, checkAbn, formatAbn, isValidAbn, normaliseAbn, type AbnCheck } from './abn.js';

describe('checkAbn: the ATO check digits (take 1 from the first digit, weights 10, 1, 3 ... 19, the sum divides by 89)', () => {
  it.each<[string, string]>([
    ['the ATO example', '51 824 753 556'],
    ['Commonwealth Bank of Australia', '48 123 123 124'],
    ['Telstra', '33 051 775 556'],
    ['Woolworths', '88 000 014 675'],
    ['written without spaces', '51824753556'],
    ['with spaces anywhere, tabs and a non-breaking space', ' 5182\t4753\u00a0556 '],
  ])('%s: %s is valid', (_who, abn) => {
    expect(checkAbn(abn)).toBe('valid');
    expect(isValidAbn(abn)).toBe(true);
  });

  it.each<[string | null | undefined, AbnCheck]>([
    ['51 824 753 557', 'checkDigits'],
    ['15 824 753 556', 'checkDigits'],
    ['12 345 678 901', 'checkDigits'],
    // Eleven zeros: the first digit less 1 is -10, and -10 does not divide by 89; an ABN never starts with 0 anyway.
    ['00 000 000 000', 'checkDigits'],
    ['01 824 753 556', 'checkDigits'],
    ['51 824 753 55', 'format'],
    ['51 824 753 5566', 'format'],
    ['51-824-753-556', 'format'],
    ['ABN 51 824 753 556', 'format'],
    ['5I 824 753 556', 'format'],
    ['', 'blank'],
    ['   ', 'blank'],
    [null, 'blank'],
    [undefined, 'blank'],
  ])('%p -> %p', (abn, result) => {
    expect(checkAbn(abn)).toBe(result);
    expect(isValidAbn(abn)).toBe(false);
  });
});

describe('formatting an ABN', () => {
  it('takes out the spaces', () => {
    expect(normaliseAbn(' 51 824 753 556 ')).toBe('51824753556');
    expect(normaliseAbn(null)).toBe('');
  });

  itGives(formatAbn, 'writes 11 digits the way the ABR does, and gives anything else back as it is: %p -> %p', [
    ['51824753556', '51 824 753 556'],
    ['51 8247 53556', '51 824 753 556'],
    ['1234', '1234'],
  ]);

  it("links to the ABN's record on ABN Lookup", () => {
    expect(abnLookupUrl('51 824 753 556')).toBe('https://abr.business.gov.au/ABN/View?abn=51824753556');
  });
});
