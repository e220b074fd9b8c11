import { displayName } from './welcome';

describe('the name a signed-in person is shown by', () => {
  it.each([
    [{ name: 'Jo Citizen', email: 'jo@example.com' }, 'Jo Citizen'],
    [{ name: null, email: 'jo@example.com' }, 'jo@example.com'],
    [{ name: '', email: 'jo@example.com' }, 'jo@example.com'],
    [{ name: '   ', email: 'jo@example.com' }, 'jo@example.com'],
    [{ name: '  Jo  ', email: 'jo@example.com' }, 'Jo'],
  ])('%j -> %s', (person, expected) => {
    expect(displayName(person)).toBe(expected);
  });
});
