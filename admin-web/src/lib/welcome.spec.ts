import { displayName, welcomeText } from './welcome';

describe('welcome text', () => {
  it.each([
    [{ name: 'Jo Citizen', email: 'jo@example.com' }, 'Welcome, Jo Citizen'],
    [{ name: null, email: 'jo@example.com' }, 'Welcome, jo@example.com'],
    [{ name: '', email: 'jo@example.com' }, 'Welcome, jo@example.com'],
    [{ name: '   ', email: 'jo@example.com' }, 'Welcome, jo@example.com'],
    [{ name: '  Jo  ', email: 'jo@example.com' }, 'Welcome, Jo'],
  ])('%j -> %s', (admin, expected) => {
    expect(welcomeText(admin)).toBe(expected);
  });

  it('displayName is the name, else the email', () => {
    expect(displayName({ name: 'Sam', email: 's@example.com' })).toBe('Sam');
    expect(displayName({ name: null, email: 's@example.com' })).toBe('s@example.com');
  });
});
