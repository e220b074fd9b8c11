import { firstLeadFormError, isLanguageCode, LEAD_MESSAGES, type LeadContactInput } from '@homeward/domain';

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
  /** The optional needs: a directory language code or '' (not chosen), and the rest as typed. */
  language: string;
  needsInterpreter: boolean;
  contactName: string;
  contactRelationship: string;
  contactPhone: string;
  bestTimeToCall: string;
}

export type LeadField = keyof LeadFormValues;

/** The spec's questions, which the checks below may mark. */
export type RequiredLeadField = 'hasReferralId' | 'referralId' | 'serviceLevel' | 'name' | 'phone' | 'email' | 'postcode' | 'selfManagement';

export const EMPTY_LEAD_FORM: LeadFormValues = {
  hasReferralId: '',
  referralId: '',
  serviceLevel: '',
  name: '',
  phone: '',
  email: '',
  postcode: '',
  selfManagement: '',
  language: '',
  needsInterpreter: false,
  contactName: '',
  contactRelationship: '',
  contactPhone: '',
  bestTimeToCall: '',
};

/** The contact part shared by both lead payloads (spec section 3); the session id is added on sending. */
export type LeadContact = Omit<LeadContactInput, 'sessionId'>;

const yesNo = (v: '' | 'yes' | 'no') => (v === '' ? null : v === 'yes');
/** `{ [field]: text }` when something was typed, else nothing. */
const given = <F extends string>(field: F, value: string): Partial<Record<F, string>> => (value.trim() ? ({ [field]: value.trim() } as Record<F, string>) : {});

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
    // The needs go only when given, so a body without them stays the spec's body.
    ...(isLanguageCode(v.language) ? { language: v.language } : {}),
    ...(v.needsInterpreter ? { needsInterpreter: true } : {}),
    ...given('contactName', v.contactName),
    ...given('contactRelationship', v.contactRelationship),
    ...given('contactPhone', v.contactPhone),
    ...given('bestTimeToCall', v.bestTimeToCall),
  };
}

export interface LeadFormCheck {
  /** The spec section 5 message for the toast, or null when the form may be sent. */
  message: string | null;
  /** The fields to mark, in the order they appear in the form (the first gets focus). */
  fields: RequiredLeadField[];
}

const REQUIRED_IN_ORDER: Array<Exclude<RequiredLeadField, 'hasReferralId' | 'referralId'>> = [
  'serviceLevel',
  'name',
  'phone',
  'email',
  'postcode',
  'selfManagement',
];

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
