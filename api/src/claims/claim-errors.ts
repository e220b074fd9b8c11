import { domainErrors } from '../common/api-error.js';

/** The codes of a provider's claim to its listing and the team's decision on it. */
const errors = domainErrors(['claimNotFound', 'claimAlreadyDecided', 'tooManyClaims']);

export const CLAIM_ERRORS = errors.codes;
export type ClaimErrorCode = (typeof CLAIM_ERRORS)[keyof typeof CLAIM_ERRORS];
/** An error of this domain: its status, its code, the words as the route has always sent them. */
export const claimError = errors.error;
