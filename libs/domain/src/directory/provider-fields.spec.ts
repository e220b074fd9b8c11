import { normaliseWebsite } from './provider-fields.js';

describe('normaliseWebsite', () => {
  it.each([
    ['provider.example', 'https://provider.example'],
    [' www.provider.example/about ', 'https://www.provider.example/about'],
    ['http://provider.example', 'http://provider.example'],
    ['HTTPS://Provider.example', 'HTTPS://Provider.example'],
  ])('%p -> %p', (input, stored) => {
    expect(normaliseWebsite(input)).toBe(stored);
  });
});
