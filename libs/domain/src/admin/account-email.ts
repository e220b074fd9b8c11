/**
 * The one form an account's email is stored, looked up and counted in. NFKC folds look-alike forms that mean
 * the same letters (full-width `ｏｗｎｅｒ` is `owner`), then spaces go and letters are lower-cased. Accents stay:
 * `öwner@` is another address. MySQL's utf8mb4_unicode_ci would match it to `owner@`, so a lookup is always
 * followed by an exact comparison of the normalised forms (sameAccountEmail).
 */
export const normaliseEmail = (email: string): string => email.normalize('NFKC').trim().toLowerCase();

/** Whether a stored email and a typed one are the same address, byte for byte once normalised. */
export const sameAccountEmail = (stored: string, typed: string): boolean => normaliseEmail(stored) === normaliseEmail(typed);

// The same shape browsers accept for type="email": something@something.tld, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether what was typed has an email address's shape (the forms' check before anything is sent). */
export const isEmailAddress = (value: string): boolean => EMAIL_SHAPE.test(value.trim());
