import { LEAD_MESSAGES } from '@homeward/domain';
import { adminAgent, useTestApp } from './support/harness.js';
import { LEAD_FORMS, calculatorLead, providerLead } from './support/factories.js';

describe('leads: POST /api/leads/calculator and /api/leads/provider', () => {
  const ctx = useTestApp('leads');

  describe.each(LEAD_FORMS)('POST /api/leads/%s', (kind, make) => {
    const url = `/api/leads/${kind}`;

    it('commits a valid lead and answers 201 with its id', async () => {
      const res = await ctx()
        .http.post(url)
        .send(make({ name: `  ${kind} person  ` }))
        .expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), status: 'new' });
      const admin = await adminAgent(ctx());
      const stored = await admin.get(`/api/admin/leads/${kind}/${res.body.id}`).expect(200);
      expect(stored.body).toMatchObject({ id: res.body.id, name: `${kind} person`, status: 'new', notes: null });
    });

    it.each([
      ['the referral question unanswered', { hasReferralId: undefined }, LEAD_MESSAGES.referralQuestion],
      ['the referral answer not a boolean', { hasReferralId: 'yes' }, LEAD_MESSAGES.referralQuestion],
      ['the referral question unanswered even with everything else missing', { hasReferralId: null, name: '', email: '' }, LEAD_MESSAGES.referralQuestion],
      ['Yes without a referral id', { hasReferralId: true, referralId: '   ' }, LEAD_MESSAGES.referralId],
      ['Yes without a referral id and other fields missing', { hasReferralId: true, referralId: null, name: '' }, LEAD_MESSAGES.referralId],
      ['no service level', { serviceLevel: '' }, LEAD_MESSAGES.requiredFields],
      ['no name', { name: ' ' }, LEAD_MESSAGES.requiredFields],
      ['no phone', { phone: undefined }, LEAD_MESSAGES.requiredFields],
      ['no email', { email: null }, LEAD_MESSAGES.requiredFields],
      ['no postcode', { postcode: '' }, LEAD_MESSAGES.requiredFields],
      ['no self-management answer', { selfManagement: undefined }, LEAD_MESSAGES.requiredFields],
      ['a self-management answer that is not true or false', { selfManagement: 'no' }, LEAD_MESSAGES.requiredFields],
    ])('answers 400 "%s" in the spec order', async (_label, overrides, message) => {
      const res = await ctx().http.post(url).send(make(overrides)).expect(400);
      expect(res.body.message).toBe(message);
    });

    it.each([
      ['a name that is not text', { name: 42 }, /name must be a string/],
      ['an email that is not an email', { email: 'not-an-email' }, /email must be an email address/],
      ['an unknown service level', { serviceLevel: 'Level 99' }, /serviceLevel must be one of/],
      ['a name too long', { name: 'x'.repeat(121) }, /name must be shorter/],
      ['an unknown field', { favouriteColour: 'blue' }, /favouriteColour should not exist/],
    ])('answers 400 for %s after the presence checks pass', async (_label, overrides, message) => {
      const res = await ctx().http.post(url).send(make(overrides)).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    });

    describe('postcode: after the spec presence checks, a 4-digit postcode that exists', () => {
      it.each([
        ['3 digits', '200', LEAD_MESSAGES.postcodeFormat],
        ['5 digits', '20000', LEAD_MESSAGES.postcodeFormat],
        ['letters', 'abcd', LEAD_MESSAGES.postcodeFormat],
        ['a suburb name', 'Brunswick', LEAD_MESSAGES.postcodeFormat],
        ['4 digits that are no Australian postcode', '0001', LEAD_MESSAGES.postcodeUnknown],
      ])('answers 400 for %s', async (_label, postcode, message) => {
        const res = await ctx().http.post(url).send(make({ postcode })).expect(400);
        expect(res.body.message).toBe(message);
      });

      it.each([
        ['the referral question', { hasReferralId: undefined, postcode: '12' }, LEAD_MESSAGES.referralQuestion],
        ['the referral id', { hasReferralId: true, referralId: '', postcode: '12' }, LEAD_MESSAGES.referralId],
        ['a missing field', { name: '', postcode: '12' }, LEAD_MESSAGES.requiredFields],
        ['a missing postcode', { postcode: '  ' }, LEAD_MESSAGES.requiredFields],
      ])('keeps the spec order: %s comes before the postcode check', async (_label, overrides, message) => {
        const res = await ctx().http.post(url).send(make(overrides)).expect(400);
        expect(res.body.message).toBe(message);
      });

      it('checks the postcode format before types and lengths', async () => {
        const res = await ctx()
          .http.post(url)
          .send(make({ postcode: '12', email: 'not-an-email' }))
          .expect(400);
        expect(res.body.message).toBe(LEAD_MESSAGES.postcodeFormat);
      });

      it('saves nothing for an unknown postcode', async () => {
        const admin = await adminAgent(ctx());
        const before = (await admin.get(`/api/admin/leads/${kind}`).expect(200)).body.length;
        await ctx()
          .http.post(url)
          .send(make({ postcode: '0001' }))
          .expect(400);
        expect((await admin.get(`/api/admin/leads/${kind}`).expect(200)).body.length).toBe(before);
      });

      it.each([['3056'], [' 0800 '], ['2000']])('accepts the real postcode %p (trimmed)', async (postcode) => {
        const res = await ctx().http.post(url).send(make({ postcode })).expect(201);
        const stored = await (await adminAgent(ctx())).get(`/api/admin/leads/${kind}/${res.body.id}`).expect(200);
        expect(stored.body.postcode).toBe(postcode.trim());
      });
    });

    it('answers 400 for a body that is not an object, and for malformed JSON', async () => {
      await ctx().http.post(url).send([make()]).expect(400);
      await ctx().http.post(url).set('Content-Type', 'application/json').send('{"name":').expect(400);
    });
  });

  it('checks the calculator lead services and totals', async () => {
    await ctx()
      .http.post('/api/leads/calculator')
      .send(calculatorLead({ selectedServices: [{ serviceId: 1, hoursPerWeek: 200, serviceName: 'x' }] }))
      .expect(400);
    await ctx()
      .http.post('/api/leads/calculator')
      .send(calculatorLead({ totalWeeklyCost: -1 }))
      .expect(400);
    await ctx()
      .http.post('/api/leads/calculator')
      .send(calculatorLead({ totalQuarterlyCost: '7605' }))
      .expect(400);
  });

  it('stores no referral id when the answer is No', async () => {
    const res = await ctx()
      .http.post('/api/leads/calculator')
      .send(calculatorLead({ hasReferralId: false, referralId: 'LEFTOVER' }))
      .expect(201);
    const admin = await adminAgent(ctx());
    const stored = await admin.get(`/api/admin/leads/calculator/${res.body.id}`).expect(200);
    expect(stored.body.referralId).toBeNull();
  });

  it('answers 404 for a provider lead to an unknown or inactive provider, and stores the provider name from the directory', async () => {
    await ctx()
      .http.post('/api/leads/provider')
      .send(providerLead({ providerId: 9999 }))
      .expect(404);
    const inactive = (await (await adminAgent(ctx())).get('/api/admin/providers').expect(200)).body.find((p: { isActive: boolean }) => !p.isActive);
    await ctx()
      .http.post('/api/leads/provider')
      .send(providerLead({ providerId: inactive.id }))
      .expect(404);
    const res = await ctx()
      .http.post('/api/leads/provider')
      .send(providerLead({ providerName: 'Something else' }))
      .expect(201);
    const stored = await (await adminAgent(ctx())).get(`/api/admin/leads/provider/${res.body.id}`).expect(200);
    expect(stored.body.providerName).toBe('Wattle Grove Home Care (Demo)');
  });
});
