import { type HttpException, HttpStatus } from '@nestjs/common';
import { DOMAIN_ERROR_CODES } from '@homeward/domain';
import { apiError } from '../common/api-error.js';

/** The codes of the leads' errors: the lead forms, a lead email's resend and the held requests. */
export const LEAD_ERRORS = {
  leadFormIncomplete: DOMAIN_ERROR_CODES.leadFormIncomplete,
  leadEmailBusy: DOMAIN_ERROR_CODES.leadEmailBusy,
  heldRequestAlreadyActed: DOMAIN_ERROR_CODES.heldRequestAlreadyActed,
  heldRequestJoined: DOMAIN_ERROR_CODES.heldRequestJoined,
} as const;

export type LeadErrorCode = (typeof LEAD_ERRORS)[keyof typeof LEAD_ERRORS];

/** An error of this domain: its status, its code, the words as the route has always sent them. */
export const leadError = (status: HttpStatus, code: LeadErrorCode, message: string | string[], fields?: Record<string, string>): HttpException =>
  apiError(status, code, message, fields);
