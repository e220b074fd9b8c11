import { isEmailAddress } from '@homeward/domain';

/** Admin login rules (spec section 5): email in email format, both fields required. */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.email.trim()) errors.email = 'Enter your email address';
  else if (!isEmailAddress(values.email)) errors.email = 'Enter an email address like name@example.com';
  if (!values.password) errors.password = 'Enter your password';
  return errors;
}
