import { domainErrors } from '../common/api-error.js';

/** The codes of a provider's claim to its listing and the team's decision on it. */
const errors = domainErrors(['claimNotFound', 'claimAlreadyDecided', 'tooManyClaims']);

export const CLAIM_ERRORS = errors.codes;
/** An error of this domain: its status, its code and its words (`message`, as the spec words it: the spec's clients read it). */
export const claimError = errors.error;
