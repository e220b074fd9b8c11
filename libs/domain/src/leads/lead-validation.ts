import { POSTCODE_MESSAGES, isPostcodeFormat } from '../shared/postcode.js';

/** The lead forms' checks, in the spec section 5 order; the first failure's message is shown. */
export const LEAD_MESSAGES = {
  referralQuestion: 'Please answer the referral ID question',
  referralId: 'Please enter your referral ID',
  requiredFields: 'Please fill in all required fields',
  /** Checked after the spec's presence checks. */
  postcodeFormat: POSTCODE_MESSAGES.leadForm,
  postcodeUnknown: 'We could not find that postcode. Please check it and try again',
} as const;

export interface LeadFormFields {
  hasReferralId: boolean | null | undefined;
  referralId?: string | null;
  serviceLevel?: string | null;
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  postcode?: string | null;
  selfManagement: boolean | null | undefined;
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** Returns the message of the first failing check, or null when the form may be sent. */
export function firstLeadFormError(form: LeadFormFields): string | null {
  if (form.hasReferralId !== true && form.hasReferralId !== false) return LEAD_MESSAGES.referralQuestion;
  if (form.hasReferralId && blank(form.referralId)) return LEAD_MESSAGES.referralId;
  if (
    blank(form.serviceLevel) ||
    blank(form.name) ||
    blank(form.phone) ||
    blank(form.email) ||
    blank(form.postcode) ||
    (form.selfManagement !== true && form.selfManagement !== false)
  ) {
    return LEAD_MESSAGES.requiredFields;
  }
  return null;
}

/**
 * The postcode checks that follow the presence checks: the format first, then whether it exists.
 * `exists` is the answer of the postcode lookup: false only when it said "no such postcode"; null or
 * undefined when it was not asked or could not answer (the server checks again, so that never blocks).
 */
export function leadPostcodeError(postcode: string | null | undefined, exists?: boolean | null): string | null {
  if (!isPostcodeFormat(postcode)) return LEAD_MESSAGES.postcodeFormat;
  if (exists === false) return LEAD_MESSAGES.postcodeUnknown;
  return null;
}
