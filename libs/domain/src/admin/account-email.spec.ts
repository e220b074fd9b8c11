import { isEmailAddress, normaliseEmail, sameAccountEmail } from './account-email.js';

describe(normaliseEmail.name, () => {
  it('folds full-width letters, case and surrounding spaces into one form, and keeps accents', () => {
    expect(normaliseEmail('  ＯＷＮＥＲ@Provider.Example ')).toBe('owner@provider.example');
    expect(normaliseEmail('OWNER@provider.example')).toBe('owner@provider.example');
    expect(normaliseEmail('Öwner@provider.example')).toBe('öwner@provider.example');
  });
});

describe(sameAccountEmail.name, () => {
  it('matches the same address however it was typed, and never a look-alike with an accent', () => {
    expect(sameAccountEmail('owner@provider.example', 'ｏｗｎｅｒ@provider.example')).toBe(true);
    expect(sameAccountEmail('owner@provider.example', 'öwner@provider.example')).toBe(false);
    expect(sameAccountEmail('owner@provider.example', 'OWNÉR@provider.example')).toBe(false);
  });
});

describe('isEmailAddress: the shape browsers accept for type="email"', () => {
  it.each([
    ['name@example.com', true],
    ['  name@example.com  ', true],
    ['name@example', false],
    ['name example@example.com', false],
    ['@example.com', false],
    ['', false],
  ])('%p -> %p', (typed, expected) => {
    expect(isEmailAddress(typed)).toBe(expected);
  });
});
