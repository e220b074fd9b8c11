import { domainErrors } from '../common/api-error.js';

/** The codes of the leads' errors: the lead forms, a lead email's resend and the held requests. */
const errors = domainErrors(['leadFormIncomplete', 'leadEmailBusy', 'heldRequestAlreadyActed', 'heldRequestJoined']);

export const LEAD_ERRORS = errors.codes;
export type LeadErrorCode = (typeof LEAD_ERRORS)[keyof typeof LEAD_ERRORS];
/** An error of this domain: its status, its code, the words as the route has always sent them. */
export const leadError = errors.error;
