import { isPostcodeFormat, POSTCODE_PATTERN } from './postcode.js';

describe('isPostcodeFormat', () => {
  it.each([
    ['2000', true],
    [' 0800 ', true],
    ['200', false],
    ['20000', false],
    ['2OOO', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%p -> %p', (postcode, ok) => {
    expect(isPostcodeFormat(postcode)).toBe(ok);
  });

  it('the pattern itself takes no surrounding space (callers trim first)', () => {
    expect(POSTCODE_PATTERN.test(' 2000')).toBe(false);
  });
});
