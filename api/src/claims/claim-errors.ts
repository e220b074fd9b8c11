import { type HttpException, HttpStatus } from '@nestjs/common';
import { DOMAIN_ERROR_CODES } from '@homeward/domain';
import { apiError } from '../common/api-error.js';

/** The codes of a provider's claim to its listing and the team's decision on it. */
export const CLAIM_ERRORS = {
  claimNotFound: DOMAIN_ERROR_CODES.claimNotFound,
  claimAlreadyDecided: DOMAIN_ERROR_CODES.claimAlreadyDecided,
  tooManyClaims: DOMAIN_ERROR_CODES.tooManyClaims,
} as const;

export type ClaimErrorCode = (typeof CLAIM_ERRORS)[keyof typeof CLAIM_ERRORS];

/** An error of this domain: its status, its code, the words as the route has always sent them. */
export const claimError = (status: HttpStatus, code: ClaimErrorCode, message: string | string[], fields?: Record<string, string>): HttpException =>
  apiError(status, code, message, fields);
