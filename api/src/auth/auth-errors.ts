import { type HttpException, HttpStatus } from '@nestjs/common';
import { DOMAIN_ERROR_CODES } from '@homeward/domain';
import { apiError } from '../common/api-error.js';

/** The codes of signing in, sessions and accounts, at both doors (the admin team's and the provider portal's). */
export const AUTH_ERRORS = {
  signInFailed: DOMAIN_ERROR_CODES.signInFailed,
  signInRequired: DOMAIN_ERROR_CODES.signInRequired,
  secondStepRequired: DOMAIN_ERROR_CODES.secondStepRequired,
  wrongCode: DOMAIN_ERROR_CODES.wrongCode,
  accountPaused: DOMAIN_ERROR_CODES.accountPaused,
  identityCheckRequired: DOMAIN_ERROR_CODES.identityCheckRequired,
  identityCheckWrong: DOMAIN_ERROR_CODES.identityCheckWrong,
  sessionExpired: DOMAIN_ERROR_CODES.sessionExpired,
  commonPassword: DOMAIN_ERROR_CODES.commonPassword,
  duplicateEmail: DOMAIN_ERROR_CODES.duplicateEmail,
  lastActiveAdmin: DOMAIN_ERROR_CODES.lastActiveAdmin,
  linkExpired: DOMAIN_ERROR_CODES.linkExpired,
  alreadyUser: DOMAIN_ERROR_CODES.alreadyUser,
  invitationOpen: DOMAIN_ERROR_CODES.invitationOpen,
  invitationNotOpen: DOMAIN_ERROR_CODES.invitationNotOpen,
} as const;

export type AuthErrorCode = (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS];

/** An error of this domain: its status, its code, the words as the route has always sent them. */
export const authError = (status: HttpStatus, code: AuthErrorCode, message: string | string[], fields?: Record<string, string>): HttpException =>
  apiError(status, code, message, fields);
