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
