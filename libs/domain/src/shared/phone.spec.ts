import { australianPhoneDigits, isAustralianPhone } from './phone.js';
import { rowsByAnswer } from './spec-tables.fixture.js';

describe('australianPhoneDigits: an Australian number as dialled at home, however it is written', () => {
  it.each(
    rowsByAnswer({
      '0298765432': ['02 9876 5432', '(02) 9876 5432', '+61 2 9876 5432', '+61 (0)2 9876 5432'],
      '0398765432': ['03-9876-5432'],
      '0731234567': ['07 3123 4567'],
      '0881234567': ['08 8123 4567'],
      '0412345678': ['0412 345 678', '0412.345.678', '+61 412 345 678', '0061 412 345 678'],
      '0512345678': ['0512 345 678'],
      '1300466379': ['1300 466 379'],
      '1800800110': ['1800 800 110'],
      '131450': ['13 14 50'],
    }),
  )('%p -> %p', (typed, digits) => {
    expect(australianPhoneDigits(typed)).toBe(digits);
    expect(isAustralianPhone(typed)).toBe(true);
  });

  it.each<[string | null | undefined]>([
    [''],
    ['   '],
    [null],
    [undefined],
    ['9876 5432'],
    ['01 9876 5432'],
    ['06 9876 5432'],
    ['0412 345 67'],
    ['0412 345 6789'],
    ['1900 123 456'],
    ['+64 21 123 4567'],
    ['+61 1300 466 379'],
    ['0412 345 678 ext 2'],
    ['call me'],
  ])('%p is not an Australian phone number', (typed) => {
    expect(australianPhoneDigits(typed)).toBeNull();
    expect(isAustralianPhone(typed)).toBe(false);
  });
});
