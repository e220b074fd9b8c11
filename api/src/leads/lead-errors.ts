import { domainErrors } from '../common/api-error.js';

/** The codes of the leads' errors: the lead forms, a lead email's resend and the held requests. */
const errors = domainErrors(['leadFormIncomplete', 'leadEmailBusy', 'heldRequestAlreadyActed', 'heldRequestJoined']);

export const LEAD_ERRORS = errors.codes;
/** An error of this domain: its status, its code and its words (`message`, as the spec words it: the spec's clients read it). */
export const leadError = errors.error;
