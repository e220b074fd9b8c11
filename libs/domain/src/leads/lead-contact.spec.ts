import { leadContactRows } from './lead-contact.js';

describe('leadContactRows', () => {
  it('labels the contact details in the order the console and the email show them', () => {
    expect(
      leadContactRows({ name: 'Mary Smith', email: 'mary@example.com', phone: '0491 570 156', postcode: '3000', serviceLevel: 'Level 4', hasReferralId: true }),
    ).toEqual([
      ['Name', 'Mary Smith'],
      ['Email', 'mary@example.com'],
      ['Phone', '0491 570 156'],
      ['Postcode', '3000'],
      ['Service level', 'Level 4'],
      ['Has referral ID', 'Yes'],
    ]);
  });

  it('says No when there is no referral ID', () => {
    expect(leadContactRows({ name: 'A', email: 'a@example.com', phone: '1', postcode: '2000', serviceLevel: 'L', hasReferralId: false }).at(-1)).toEqual([
      'Has referral ID',
      'No',
    ]);
  });
});
