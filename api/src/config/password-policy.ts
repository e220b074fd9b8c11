import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES, passwordProblem } from '@homeward/domain';

/**
 * The list of common and leaked passwords that ships with zxcvbn-ts (@zxcvbn-ts/language-common: about
 * 49,000, most used first, from public breach corpora), read from the package with no network call. Only
 * the words a new password could be (12 characters or more) are kept: about 300 of them; the length rule
 * already refuses the rest. Compared without regard to case, so 'Password1234' is refused like 'password1234'.
 */
/** How hard new password hashes are to make (auth's password hashing): 'test' only with NODE_ENV=test. */
export type PasswordHashCost = 'standard' | 'test';

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].filter((word) => passwordProblem(word) === null).map((word) => word.toLowerCase()),
);

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

/** The one check for a new password: the length rule (libs/domain), then the list. Null when it is acceptable. */
export function newPasswordProblem(password: string | null | undefined): string | null {
  return passwordProblem(password) ?? (isCommonPassword(password!) ? PASSWORD_MESSAGES.common : null);
}
