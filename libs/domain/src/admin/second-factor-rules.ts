/** The longest code the second step reads: a 6-digit code or a 16-character recovery code, with room for spaces and dashes. */
export const SECOND_FACTOR_LIMITS = { codeMaxLength: 40 } as const;

/** The second step of signing in (TOTP or a recovery code): what the API answers and the console shows. */
export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  wrongCode: 'That code is not right. Check the app shows Homeward and type the newest code, or use a recovery code.',
  wrongEnrolmentCode: 'That code is not right. Type the 6-digit code your app shows now for Homeward.',
  noSecondStep: 'Your sign-in has timed out. Please enter your email and password again.',
  noSetup: 'Start the set-up again: scan the new QR code, then type the code.',
  alreadyEnabled: 'Two-step sign-in is already set up for your account.',
  mustEnrol: 'Set up two-step sign-in before using the console.',
  resetOwn: 'You cannot reset your own two-step sign-in. Ask another admin to do it.',
  notEnabled: 'This admin has not set up two-step sign-in.',
} as const;

/**
 * Changes that could lock an account's owner out (setting up a second factor, another account's password or
 * second factor) are confirmed by the person acting: their current password, or a code from their app.
 * A session alone, left open or stolen, is not enough.
 */
export const IDENTITY_CHECK = {
  /** Wrong confirmations in one session before it is ended (the password cannot be guessed through it). */
  maxFailuresPerSession: 5,
} as const;

export const IDENTITY_CHECK_MESSAGES = {
  required: 'currentPassword is required: enter your current password (or currentCode, a code from your authenticator app) to confirm it is you',
  wrong: 'currentPassword or currentCode is not right: enter your own current password, or a new code from your authenticator app',
  signedOut: 'You have been signed out after too many wrong tries. Sign in again.',
} as const;
