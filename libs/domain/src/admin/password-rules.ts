/**
 * The one password rule for admin accounts: the API's DTOs (create, reset, change) and the console's
 * forms import these, so a password accepted in one place is accepted everywhere.
 */
export const PASSWORD_RULES = {
  minLength: 8,
  maxLength: 200,
} as const;

export const PASSWORD_MESSAGES = {
  tooShort: `password must be at least ${PASSWORD_RULES.minLength} characters`,
  tooLong: `password must be at most ${PASSWORD_RULES.maxLength} characters`,
  required: 'password is required',
} as const;

/** The first problem with a new password, or null when it is acceptable. */
export function passwordProblem(password: string | null | undefined): string | null {
  if (password === null || password === undefined || password === '') return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_RULES.minLength) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_RULES.maxLength) return PASSWORD_MESSAGES.tooLong;
  return null;
}
