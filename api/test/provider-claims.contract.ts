import request from 'supertest';
import { CLAIM_MESSAGES, type PartnerListingDto, type ProviderClaimDto, type ProviderProfileDto, type ProviderSearchResult } from '@homeward/domain';
import { auditEvents, raQuery } from './support/factories.js';
import { adminAgent, directoryChangedBehindTheApi, useTestApp } from './support/harness.js';
import { insertOfficialListing } from './support/official-listings.js';
import { emlFor, linkTokenIn, TEST_PARTNER_PASSWORD } from './support/partners.js';

/**
 * "Is this your organisation?": someone from an unclaimed organisation claims its listing, the team checks
 * and approves or declines, and an approval brings the portal's own invitation. Each claim below comes from an address
 * of its own (TRUST_PROXY), so only the test about the address limit meets it.
 */
describe('claims of listings: the claim, the team queue, the decision, the portal', () => {
  const ctx = useTestApp('provider-claims', { TRUST_PROXY: 'true', LEAD_RATE_LIMIT: '5' });
  let admin: ReturnType<typeof request.agent>;
  let addresses = 0;
  let people = 0;
  const nextAddress = () => `198.51.100.${++addresses}`;

  const claimant = (overrides: Record<string, unknown> = {}) => ({
    claimantName: 'Jo Citizen',
    claimantRole: 'Operations manager',
    workEmail: `jo${++people}@sunrise-care.org.au`,
    phone: '02 9876 5432',
    abn: '51 824 753 556',
    ...overrides,
  });
  const claim = (providerId: number, body: Record<string, unknown>, from = nextAddress()) =>
    ctx().http.post(`/api/providers/${providerId}/claims`).set('X-Forwarded-For', from).send(body);

  let organisations = 0;
  async function unclaimedOrganisation(): Promise<number> {
    organisations += 1;
    const provider = await insertOfficialListing(ctx().dataSource, {
      name: `Harbourside Community Care ${organisations} Inc`,
      offices: [
        { address: '1 Harbour Street', suburb: 'Newcastle', state: 'NSW', postcode: '2300', latitude: -32.9267, longitude: 151.7789 },
        { address: '20 Beaumont Street', suburb: 'Hamilton', state: 'NSW', postcode: '2303', latitude: -32.9203, longitude: 151.7483 },
      ],
    });
    await directoryChangedBehindTheApi(ctx());
    return provider.id;
  }

  const claimRows = async (where: string, params: unknown[]) =>
    Number(((await ctx().dataSource.query(`SELECT COUNT(*) AS n FROM provider_claims WHERE ${where}`, params)) as Array<{ n: number | string }>)[0]!.n);
  const invitationsTo = async (email: string) =>
    (await ctx().dataSource.query("SELECT id FROM partner_tokens WHERE kind = 'invitation' AND email = ?", [email])) as Array<{ id: number }>;
  const adminClaim = async (id: number) => (await admin.get(`/api/admin/claims/${id}`).expect(200)).body as ProviderClaimDto;

  beforeAll(async () => {
    admin = await adminAgent(ctx());
  });

  describe('the claim', () => {
    let providerId: number;
    beforeAll(async () => {
      providerId = await unclaimedOrganisation();
    });

    it('takes a claim for an unclaimed listing: it waits for the team, the claimant is emailed what happens next, nothing is invited', async () => {
      const body = claimant({ workEmail: '  Jo.Citizen@Harbourside.org.au ' });
      const res = await claim(providerId, body).expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), status: 'pending', providerName: 'Harbourside Community Care 1 Inc' });
      const id = res.body.id as number;

      expect(await adminClaim(id)).toMatchObject({
        providerId,
        providerName: 'Harbourside Community Care 1 Inc',
        providerClaimedAt: null,
        claimantName: 'Jo Citizen',
        workEmail: 'jo.citizen@harbourside.org.au',
        abn: '51824753556',
        abnValid: true,
        status: 'pending',
        isDispute: false,
        decidedAt: null,
      });
      const eml = await emlFor(ctx(), `claim-received-${id}`);
      expect(eml).toMatch(/^To: jo\.citizen@harbourside\.org\.au/m);
      expect(eml).toContain('Harbourside Community Care 1 Inc');
      expect(eml).toContain('51 824 753 556');
      expect(eml).toContain('within 2 business days');
      expect(eml).toContain('invitation to keep your listing up to date');
      expect(await invitationsTo('jo.citizen@harbourside.org.au')).toEqual([]);
      const [event] = await auditEvents(admin, { entity: 'provider_claim', entityId: id });
      expect(event).toMatchObject({ action: 'create', actorId: null, changes: expect.objectContaining({ providerId: { before: null, after: providerId } }) });
    });

    it('answers the same person sending it again with the claim already waiting, and stores nothing new', async () => {
      const body = claimant();
      const first = await claim(providerId, body).expect(201);
      const again = await claim(providerId, { ...body, workEmail: body.workEmail.toUpperCase(), claimantRole: 'Director' }).expect(200);
      expect(again.body).toEqual(first.body);
      expect(await claimRows('providerId = ? AND workEmail = ?', [providerId, body.workEmail])).toBe(1);
    });

    it("refuses an ABN whose check digits don't match, naming the field, and stores nothing", async () => {
      const body = claimant({ abn: '51 824 753 557' });
      const res = await claim(providerId, body).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        message: [CLAIM_MESSAGES.abnCheckDigits],
        fields: { abn: "Please check the ABN: its check digits don't match" },
      });
      expect(await claimRows('workEmail = ?', [body.workEmail])).toBe(0);
    });

    it('names every bad field of a claim at once', async () => {
      const res = await claim(providerId, { claimantName: ' ', claimantRole: '', workEmail: 'not an email', phone: '555 1234', abn: '123' }).expect(400);
      expect(res.body.fields).toEqual({
        claimantName: CLAIM_MESSAGES.claimantName,
        claimantRole: CLAIM_MESSAGES.claimantRole,
        workEmail: CLAIM_MESSAGES.workEmail,
        phone: CLAIM_MESSAGES.phone,
        abn: CLAIM_MESSAGES.abn,
      });
      expect(res.body.message).toHaveLength(5);
    });

    it('refuses a field it does not know, a body that is not an object, and a number where text is due', async () => {
      expect((await claim(providerId, { ...claimant(), providerId: 2 }).expect(400)).body.message).toEqual(['property providerId should not exist']);
      await claim(providerId, [claimant()] as never).expect(400);
      expect((await claim(providerId, claimant({ abn: 51824753556 })).expect(400)).body.fields).toEqual({ abn: CLAIM_MESSAGES.abn });
    });

    it('answers 404 for an organisation that is not listed', async () => {
      await claim(2_147_000_000, claimant()).expect(404);
      await claim('abc' as never, claimant()).expect(404);
    });
  });

  describe("the team's decision", () => {
    let providerId: number;
    let claimId: number;
    let email: string;
    beforeAll(async () => {
      providerId = await unclaimedOrganisation();
      const body = claimant();
      email = body.workEmail;
      claimId = (await claim(providerId, body).expect(201)).body.id as number;
    });

    it('lists the queue as ra-data-simple-rest does: pending first, filtered by status, with Content-Range', async () => {
      const res = await admin
        .get('/api/admin/claims')
        .query(raQuery({ filter: { status: 'pending', providerId }, range: [0, 9] }))
        .expect(200);
      expect(res.headers['content-range']).toBe('claims 0-0/1');
      expect((res.body as ProviderClaimDto[]).map((c) => c.id)).toEqual([claimId]);
      await admin
        .get('/api/admin/claims')
        .query(raQuery({ filter: { status: 'maybe' } }))
        .expect(400);
      await admin.get('/api/admin/claims/99999999').expect(404);
    });

    it('refuses a decision from another site (403) or in a body that is not JSON (415), as every admin write does', async () => {
      expect((await admin.post(`/api/admin/claims/${claimId}/approve`).set('Origin', 'https://evil.example').send({}).expect(403)).body.message).toMatch(
        /cross-origin/,
      );
      await admin.post(`/api/admin/claims/${claimId}/decline`).type('form').send('reason=No').expect(415);
      await ctx().http.post(`/api/admin/claims/${claimId}/approve`).send({}).expect(401);
      expect((await adminClaim(claimId)).status).toBe('pending');
    });

    it('approves: the organisation is claimed, the invitation goes to the claimant, and accepting it opens the portal', async () => {
      const approved = (await admin.post(`/api/admin/claims/${claimId}/approve`).send({}).expect(200)).body as ProviderClaimDto;
      expect(approved).toMatchObject({ status: 'approved', decidedBy: 'admin@test.example', providerClaimedAt: expect.any(String) });

      const [invitation] = await invitationsTo(email);
      const token = linkTokenIn(await emlFor(ctx(), `invitation-${invitation!.id}`), 'invitation');
      const portal = request.agent(ctx().app.getHttpServer());
      await portal.post('/api/partner/invitations/accept').send({ token, name: 'Jo Citizen', password: TEST_PARTNER_PASSWORD }).expect(200);
      const listing = (await portal.get('/api/partner/listing').expect(200)).body as PartnerListingDto;
      expect(listing).toMatchObject({ id: providerId, businessName: 'Harbourside Community Care 2 Inc', confirmedAt: null });
      // The offices are shown in the portal, read-only.
      expect(listing.offices.map((o) => o.suburb)).toEqual(['Hamilton', 'Newcastle']);

      // The public listing now says the provider keeps it up to date.
      const profile = (await ctx().http.get(`/api/providers/${providerId}`).expect(200)).body as ProviderProfileDto;
      expect(profile.listing).toMatchObject({ source: 'official', claimed: true });
      const cards = (await ctx().http.get('/api/providers/search').query({ q: 'Harbourside Community Care 2' }).expect(200)).body as ProviderSearchResult[];
      expect(cards.find((c) => c.id === providerId)?.listing.claimed).toBe(true);

      // "My listing is correct", and any save, mark the listing confirmed.
      const confirmed = (await portal.post('/api/partner/listing/confirm').send({}).expect(200)).body as PartnerListingDto;
      expect(Date.parse(confirmed.confirmedAt!)).not.toBeNaN();
      const saved = (await portal.patch('/api/partner/listing').send({ phone: '02 4929 1000' }).expect(200)).body as PartnerListingDto;
      expect(Date.parse(saved.confirmedAt!)).toBeGreaterThanOrEqual(Date.parse(confirmed.confirmedAt!));
      expect(((await ctx().http.get(`/api/providers/${providerId}`).expect(200)).body as ProviderProfileDto).listing.confirmedAt).toBe(saved.confirmedAt);
    });

    it('decides a claim once: a second approval or a decline is a 409 with a plain message', async () => {
      const again = await admin.post(`/api/admin/claims/${claimId}/approve`).send({}).expect(409);
      expect(again.body.message).toBe(CLAIM_MESSAGES.alreadyDecided);
      await admin.post(`/api/admin/claims/${claimId}/decline`).send({ reason: 'Changed my mind' }).expect(409);
      expect(await invitationsTo(email)).toHaveLength(1);
    });

    it('records the decision and the invitation in the audit trail, with the admin as the actor', async () => {
      const [decision] = await auditEvents(admin, { entity: 'provider_claim', entityId: claimId, action: 'approve' });
      expect(decision).toMatchObject({ actorEmail: 'admin@test.example', changes: { status: { before: 'pending', after: 'approved' } } });
      const [invite] = await auditEvents(admin, { entity: 'partner_invitation', action: 'invite', entityId: (await invitationsTo(email))[0]!.id });
      expect(invite).toMatchObject({ actorEmail: 'admin@test.example' });
    });

    it('takes a claim for an organisation already claimed as a dispute: the team decides, no invitation goes out', async () => {
      const body = claimant({ claimantName: 'Sam Other' });
      const id = (await claim(providerId, body).expect(201)).body.id as number;
      expect(await adminClaim(id)).toMatchObject({ isDispute: true, status: 'pending', providerClaimedAt: expect.any(String) });
      expect(await emlFor(ctx(), `claim-received-${id}`)).toContain('already looks after this listing');
      expect(await invitationsTo(body.workEmail)).toEqual([]);
      const disputes = (
        await admin
          .get('/api/admin/claims')
          .query(raQuery({ filter: { isDispute: true, providerId } }))
          .expect(200)
      ).body as ProviderClaimDto[];
      expect(disputes.map((c) => c.id)).toEqual([id]);
      // Without a sort, the queue puts what waits for the team first.
      const all = (
        await admin
          .get('/api/admin/claims')
          .query(raQuery({ filter: { providerId } }))
          .expect(200)
      ).body as ProviderClaimDto[];
      expect(all.map((c) => c.status)).toEqual(['pending', 'approved']);
    });

    it("declines with a reason (required): the claimant is emailed it, and the organisation's listing is left as it was", async () => {
      const other = await unclaimedOrganisation();
      const id = (await claim(other, claimant()).expect(201)).body.id as number;
      expect(JSON.stringify((await admin.post(`/api/admin/claims/${id}/decline`).send({}).expect(400)).body)).toContain('reason');
      await admin.post(`/api/admin/claims/${id}/decline`).send({ reason: '   ' }).expect(400);
      const declined = (await admin.post(`/api/admin/claims/${id}/decline`).send({ reason: 'The ABN belongs to another organisation.' }).expect(200))
        .body as ProviderClaimDto;
      expect(declined).toMatchObject({ status: 'declined', decisionReason: 'The ABN belongs to another organisation.', providerClaimedAt: null });
      expect(await emlFor(ctx(), `claim-declined-${id}`)).toContain('Our reason: The ABN belongs to another organisation.');
      const [event] = await auditEvents(admin, { entity: 'provider_claim', entityId: id, action: 'decline' });
      expect(event).toMatchObject({ reason: 'The ABN belongs to another organisation.', actorEmail: 'admin@test.example' });
      expect(((await ctx().http.get(`/api/providers/${other}`).expect(200)).body as ProviderProfileDto).listing.claimed).toBe(false);
    });
  });

  describe('flooding', () => {
    it(`keeps at most ${3} claims of one work email waiting: the next is a 429 with a plain message`, async () => {
      const email = 'busy@flood.org.au';
      for (let i = 0; i < 3; i++) await claim(await unclaimedOrganisation(), claimant({ workEmail: email })).expect(201);
      const res = await claim(await unclaimedOrganisation(), claimant({ workEmail: email })).expect(429);
      expect(res.body.message).toBe(CLAIM_MESSAGES.tooManyPending);
      expect(await claimRows('workEmail = ?', [email])).toBe(3);
    });

    it('limits one address to LEAD_RATE_LIMIT claims a minute, with Retry-After', async () => {
      const providerId = await unclaimedOrganisation();
      const from = '192.0.2.77';
      for (let i = 0; i < 5; i++) await claim(providerId, claimant(), from).expect(201);
      const res = await claim(providerId, claimant(), from).expect(429);
      expect(res.body.message).toMatch(/Too many requests/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      await claim(providerId, claimant(), '192.0.2.78').expect(201);
    });
  });
});
