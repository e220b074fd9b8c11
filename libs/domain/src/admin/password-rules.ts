/**
 * The one password rule for every signed-in account (admins now, provider users next): the API's DTOs
 * (create, reset, change) and the console's forms import these, so a password accepted in one place is
 * accepted everywhere. The rule applies when a password is set; existing passwords keep working.
 *
 * The check against common and breached passwords needs a list of about 50,000 words (a 400 kB package),
 * too large for the console's bundle: the API runs it (api/src/auth/common-passwords.ts) and answers
 * PASSWORD_MESSAGES.common, which the console shows beside the field.
 */
export const PASSWORD_RULES = {
  minLength: 12,
  maxLength: 200,
} as const;

export const PASSWORD_MESSAGES = {
  tooShort: `password must be at least ${PASSWORD_RULES.minLength} characters`,
  tooLong: `password must be at most ${PASSWORD_RULES.maxLength} characters`,
  required: 'password is required',
  common: 'password is on a list of common or leaked passwords, so it is easy to guess. Choose another, such as a few unrelated words',
} as const;

/** The first problem with a new password's length, or null when it is acceptable (the API then checks the common list). */
export function passwordProblem(password: string | null | undefined): string | null {
  if (password === null || password === undefined || password === '') return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_RULES.minLength) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_RULES.maxLength) return PASSWORD_MESSAGES.tooLong;
  return null;
}
