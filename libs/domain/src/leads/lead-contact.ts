/** What a family told us to reach them, as every lead kind holds it. */
export interface LeadContact {
  name: string;
  email: string;
  phone: string;
  postcode: string;
  serviceLevel: string;
  hasReferralId: boolean;
}

type LeadPersonField = 'name' | 'email' | 'phone' | 'postcode' | 'serviceLevel';

/**
 * Who the family is and how to reach them, label and words in order: every lead's details start with these rows.
 * A provider's copy of an erased lead holds nulls, so the values keep the lead's own type.
 */
export function leadPersonRows<Value extends string | null>(lead: Record<LeadPersonField, Value>): Array<[label: string, value: Value]> {
  return [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Postcode', lead.postcode],
    ['Service level', lead.serviceLevel],
  ];
}

/**
 * The family's contact details as people read them: the console's provider lead dialog and the lead email both
 * show these rows (each then adds its own, such as the referral ID).
 */
export function leadContactRows(lead: LeadContact): Array<[label: string, value: string]> {
  return [...leadPersonRows(lead), ['Has referral ID', lead.hasReferralId ? 'Yes' : 'No']];
}
