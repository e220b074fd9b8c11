import { type HttpException, HttpStatus } from '@nestjs/common';
import { DOMAIN_ERROR_CODES } from '@homeward/domain';
import { apiError } from '../common/api-error.js';

/** The codes of the directory's and a provider's own errors (the provider portal's listing and prices among them). */
export const PROVIDER_ERRORS = {
  providerNotFound: DOMAIN_ERROR_CODES.providerNotFound,
  unknownPlace: DOMAIN_ERROR_CODES.unknownPlace,
  priceNeedsConfirming: DOMAIN_ERROR_CODES.priceNeedsConfirming,
  serviceAreaNeedsConfirming: DOMAIN_ERROR_CODES.serviceAreaNeedsConfirming,
  noticeNotFound: DOMAIN_ERROR_CODES.noticeNotFound,
} as const;

export type ProviderErrorCode = (typeof PROVIDER_ERRORS)[keyof typeof PROVIDER_ERRORS];

/** An error of this domain: its status, its code, the words as the route has always sent them. */
export const providerError = (status: HttpStatus, code: ProviderErrorCode, message: string | string[], fields?: Record<string, string>): HttpException =>
  apiError(status, code, message, fields);

/** The 404 for a provider that is not listed (or not there at all). */
export const providerNotFound = (message: string): HttpException => providerError(HttpStatus.NOT_FOUND, PROVIDER_ERRORS.providerNotFound, message);

/** The 400 for a place (?near=) the API does not know. */
export const unknownPlace = (message: string): HttpException => providerError(HttpStatus.BAD_REQUEST, PROVIDER_ERRORS.unknownPlace, message, { near: message });
