// The provider lead every lead part sends: one of three has a referral id, half manage their own care.
export function benchLeadBody(i, { sessionPrefix, providerId }) {
  return {
    sessionId: `${sessionPrefix}-${i}`,
    hasReferralId: i % 3 === 0,
    referralId: i % 3 === 0 ? `AC${100000 + i}` : null,
    serviceLevel: 'Level 3 - Low to Medium support',
    name: `Bench Person ${i}`,
    phone: '0400 000 000',
    email: `bench${i}@example.com`,
    postcode: '3000',
    selfManagement: i % 2 === 0,
    providerId,
    providerName: 'Bench provider',
  };
}
