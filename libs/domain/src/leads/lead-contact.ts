/** What a family told us to reach them, as every lead kind holds it. */
export interface LeadContact {
  name: string;
  email: string;
  phone: string;
  postcode: string;
  serviceLevel: string;
  hasReferralId: boolean;
}

/**
 * The family's contact details as people read them, label and words in order: the console's provider lead dialog
 * and the lead email both show these rows (each then adds its own, such as the referral ID).
 */
export function leadContactRows(lead: LeadContact): Array<[label: string, value: string]> {
  return [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Postcode', lead.postcode],
    ['Service level', lead.serviceLevel],
    ['Has referral ID', lead.hasReferralId ? 'Yes' : 'No'],
  ];
}
