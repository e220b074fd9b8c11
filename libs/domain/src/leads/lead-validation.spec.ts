import { firstLeadFormError, LEAD_MESSAGES, leadPostcodeError, type LeadFormFields } from './lead-validation.js';

const complete: LeadFormFields = {
  hasReferralId: false,
  referralId: null,
  serviceLevel: 'Level 2 - Low support',
  name: 'Mary Citizen',
  phone: '0400 000 000',
  email: 'mary@example.com',
  postcode: '2000',
  selfManagement: false,
};

describe('firstLeadFormError', () => {
  it('accepts a complete form', () => expect(firstLeadFormError(complete)).toBeNull());

  it('asks for the referral question first, before anything else', () => {
    expect(firstLeadFormError({ hasReferralId: null, selfManagement: null })).toBe(LEAD_MESSAGES.referralQuestion);
  });

  it('asks for the referral id when the answer is Yes', () => {
    expect(firstLeadFormError({ ...complete, hasReferralId: true, referralId: '  ' })).toBe(LEAD_MESSAGES.referralId);
    expect(firstLeadFormError({ ...complete, hasReferralId: true, referralId: 'AC123' })).toBeNull();
  });

  it.each(['serviceLevel', 'name', 'phone', 'email', 'postcode'] as const)('requires %s', (field) => {
    expect(firstLeadFormError({ ...complete, [field]: '' })).toBe(LEAD_MESSAGES.requiredFields);
  });

  it('requires the self-management answer (false is an answer)', () => {
    expect(firstLeadFormError({ ...complete, selfManagement: undefined })).toBe(LEAD_MESSAGES.requiredFields);
  });
});

describe('leadPostcodeError', () => {
  it.each([
    ['a real postcode', '3056', true, null],
    ['format is checked before the lookup answer', '305', false, LEAD_MESSAGES.postcodeFormat],
    ['letters', '30A6', null, LEAD_MESSAGES.postcodeFormat],
    ['blank', '', undefined, LEAD_MESSAGES.postcodeFormat],
    ['a well-formed postcode the lookup does not know', '9999', false, LEAD_MESSAGES.postcodeUnknown],
    ['the lookup failed: let it through', '9999', null, null],
    ['not looked up yet', '2000', undefined, null],
  ])('%s', (_label, postcode, exists, expected) => {
    expect(leadPostcodeError(postcode, exists)).toBe(expected);
  });
});
