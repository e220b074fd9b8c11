/**
 * Tran's enquiry, for every test of a lead's needs: her language, an interpreter, her son to call (with his
 * phone) and a good time. A test that needs another case spreads this and changes that.
 */
export const TRAN_NEEDS = {
  language: 'vi',
  needsInterpreter: true,
  contactName: 'Minh',
  contactRelationship: 'son',
  contactPhone: '0412 345 678',
  bestTimeToCall: 'Weekday mornings after 10',
} as const;
