import { partnerNameProblem, passwordProblem } from '@homeward/domain';

export interface NewPasswordValues {
  name?: string;
  password: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** The domain's one password rule, and the two typings must match. The API also checks the common-password list. */
export function newPasswordErrors(values: NewPasswordValues, needsName: boolean): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const nameProblem = needsName ? partnerNameProblem(values.name) : null;
  if (nameProblem) errors.name = nameProblem;
  const problem = passwordProblem(values.password);
  if (problem) errors.password = problem;
  else if (values.confirm !== values.password) errors.confirm = 'The two passwords are not the same';
  return errors;
}
