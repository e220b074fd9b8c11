import { validateLogin } from './login-validation';

describe('validateLogin', () => {
  it.each([
    [{ email: '', password: '' }, ['email', 'password']],
    [{ email: 'jo@example.com', password: '' }, ['password']],
    [{ email: 'not-an-email', password: 'x' }, ['email']],
    [{ email: 'jo@example', password: 'x' }, ['email']],
    [{ email: '  jo@example.com ', password: 'x' }, []],
  ])('%j -> errors on %j', (values, fields) => {
    expect(Object.keys(validateLogin(values)).sort()).toEqual(fields);
  });
});
