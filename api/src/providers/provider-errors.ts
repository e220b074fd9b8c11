import { type HttpException, HttpStatus } from '@nestjs/common';
import { domainErrors } from '../common/api-error.js';

/** The codes of the directory's and a provider's own errors (the provider portal's listing and prices among them). */
const errors = domainErrors(['providerNotFound', 'unknownPlace', 'priceNeedsConfirming', 'noticeNotFound']);

export const PROVIDER_ERRORS = errors.codes;
/** An error of this domain: its status, its code and its words (`message`, as the spec words it: the spec's clients read it). */
export const providerError = errors.error;

/** The 404 for a provider that is not listed (or not there at all). */
export const providerNotFound = (message: string): HttpException => providerError(HttpStatus.NOT_FOUND, PROVIDER_ERRORS.providerNotFound, message);

/** The 400 for a place (?near=) the API does not know. */
export const unknownPlace = (message: string): HttpException => providerError(HttpStatus.BAD_REQUEST, PROVIDER_ERRORS.unknownPlace, message, { near: message });
