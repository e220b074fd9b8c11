import { passwordProblem, isEmailAddress } from '@homeward/domain';

/** POST /api/admin/users body. Name is optional; the password follows the one rule of libs/domain (PASSWORD_RULES). */
export interface AdminUserInput {
  email: string;
  name: string | null;
  password: string;
}

export type AdminUserErrors = Partial<Record<keyof AdminUserInput, string>>;

export function validateAdminUser(values: Partial<AdminUserInput>): AdminUserErrors {
  const errors: AdminUserErrors = {};
  const email = values.email?.trim() ?? '';
  if (!email) errors.email = 'Enter an email address';
  else if (!isEmailAddress(email)) errors.email = 'Enter an email address like name@example.com';
  if (!values.password) errors.password = 'Enter a password';
  else if (passwordProblem(values.password)) errors.password = passwordProblem(values.password)!;
  return errors;
}

export function toAdminUserInput(values: Partial<AdminUserInput>): AdminUserInput {
  const name = values.name?.trim();
  return { email: (values.email ?? '').trim(), name: name ? name : null, password: values.password ?? '' };
}

export const DUPLICATE_EMAIL_MESSAGE = 'An admin user with this email already exists.';
