/** Admin login rules (spec section 5): email in email format, both fields required. */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// The same shape browsers accept for type="email": something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.email.trim()) errors.email = 'Enter your email address';
  else if (!isEmail(values.email)) errors.email = 'Enter an email address like name@example.com';
  if (!values.password) errors.password = 'Enter your password';
  return errors;
}
