import { firstLeadFormError, LEAD_MESSAGES, type LeadContactInput } from '@homeward/domain';

/** What a person types into a lead dialog. Yes/No questions start unanswered (''). */
export interface LeadFormValues {
  hasReferralId: '' | 'yes' | 'no';
  referralId: string;
  serviceLevel: string;
  name: string;
  phone: string;
  email: string;
  postcode: string;
  selfManagement: '' | 'yes' | 'no';
}

export type LeadField = keyof LeadFormValues;

export const EMPTY_LEAD_FORM: LeadFormValues = {
  hasReferralId: '',
  referralId: '',
  serviceLevel: '',
  name: '',
  phone: '',
  email: '',
  postcode: '',
  selfManagement: '',
};

/** The contact part shared by both lead payloads (spec section 3); the session id is added on sending. */
export type LeadContact = Omit<LeadContactInput, 'sessionId'>;

const yesNo = (v: '' | 'yes' | 'no') => (v === '' ? null : v === 'yes');

export function toLeadContact(v: LeadFormValues): LeadContact {
  const hasReferralId = v.hasReferralId === 'yes';
  return {
    hasReferralId,
    referralId: hasReferralId ? v.referralId.trim() : null,
    serviceLevel: v.serviceLevel,
    name: v.name.trim(),
    phone: v.phone.trim(),
    email: v.email.trim(),
    postcode: v.postcode.trim(),
    selfManagement: v.selfManagement === 'yes',
  };
}

export interface LeadFormCheck {
  /** The spec section 5 message for the toast, or null when the form may be sent. */
  message: string | null;
  /** The fields to mark, in the order they appear in the form (the first gets focus). */
  fields: LeadField[];
}

const REQUIRED_IN_ORDER: LeadField[] = ['serviceLevel', 'name', 'phone', 'email', 'postcode', 'selfManagement'];

/** The domain rule decides the message; this only says which inputs to mark for it. */
export function checkLeadForm(v: LeadFormValues): LeadFormCheck {
  const message = firstLeadFormError({
    hasReferralId: yesNo(v.hasReferralId),
    referralId: v.referralId,
    serviceLevel: v.serviceLevel,
    name: v.name,
    phone: v.phone,
    email: v.email,
    postcode: v.postcode,
    selfManagement: yesNo(v.selfManagement),
  });
  if (message === null) return { message, fields: [] };
  if (message === LEAD_MESSAGES.referralQuestion) return { message, fields: ['hasReferralId'] };
  if (message === LEAD_MESSAGES.referralId) return { message, fields: ['referralId'] };
  return { message, fields: REQUIRED_IN_ORDER.filter((f) => v[f].trim() === '') };
}
