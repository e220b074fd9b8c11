import { LEAD_MESSAGES, LEAD_NEEDS_MESSAGES, NO_LEAD_NEEDS } from '@homeward/domain';
import { TRAN_NEEDS } from '@homeward/test-support';
import { LEAD_FORMS, providerLead } from './support/factories.js';
import { adminAgent, type TestApp } from './support/harness.js';
import { deliveredOnce, useMailingApp } from './support/lead-mail.js';
import { signInAsPartner } from './support/partners.js';
import type { SmtpSink } from './support/smtp-sink.js';

describe('a lead carries the family need through: POST /api/leads/* with language, interpreter, who to call and a good time', () => {
  const mailing = useMailingApp('lead-needs');
  let sink: SmtpSink;
  let app: TestApp;
  beforeAll(() => {
    ({ sink, app } = mailing());
  });

  const leadCount = async (kind: string): Promise<number> => {
    const [row] = (await app.dataSource.query(`SELECT COUNT(*) AS n FROM ${kind}_leads`)) as Array<{ n: number | string }>;
    return Number(row.n);
  };

  describe.each(LEAD_FORMS)('POST /api/leads/%s', (kind, make) => {
    const url = `/api/leads/${kind}`;

    it('still accepts the spec body unchanged, and stores no needs for it', async () => {
      const res = await app.http.post(url).send(make()).expect(201);
      const admin = await adminAgent(app);
      const stored = await admin.get(`/api/admin/leads/${kind}/${res.body.id}`).expect(200);
      expect(stored.body).toMatchObject(NO_LEAD_NEEDS);
    });

    it('stores the needs, tidied, and the console reads them back', async () => {
      const res = await app.http
        .post(url)
        .send(make({ ...TRAN_NEEDS, contactName: '  Minh  ', name: 'Tran Thi Mai' }))
        .expect(201);
      const admin = await adminAgent(app);
      const stored = await admin.get(`/api/admin/leads/${kind}/${res.body.id}`).expect(200);
      expect(stored.body).toMatchObject({ ...TRAN_NEEDS, name: 'Tran Thi Mai' });
    });

    it('stores blanks and an unticked interpreter box as not given', async () => {
      const res = await app.http
        .post(url)
        .send(make({ language: null, needsInterpreter: false, contactName: '   ', contactRelationship: '', bestTimeToCall: ' ' }))
        .expect(201);
      const admin = await adminAgent(app);
      const stored = await admin.get(`/api/admin/leads/${kind}/${res.body.id}`).expect(200);
      expect(stored.body).toMatchObject(NO_LEAD_NEEDS);
    });

    it.each([
      ['a language not on the list', { language: 'klingon' }, LEAD_NEEDS_MESSAGES.language],
      ['a language written as its name', { language: 'Vietnamese' }, LEAD_NEEDS_MESSAGES.language],
      ['an interpreter answer that is not true or false', { needsInterpreter: 'yes' }, LEAD_NEEDS_MESSAGES.needsInterpreter],
      ['a name to call that is not text', { contactName: 7 }, LEAD_NEEDS_MESSAGES.contactName],
      ['a name to call too long', { contactName: 'x'.repeat(121) }, LEAD_NEEDS_MESSAGES.contactName],
      ['a relationship too long', { contactRelationship: 'x'.repeat(41) }, LEAD_NEEDS_MESSAGES.contactRelationship],
      ['a phone to call too long', { contactPhone: '0'.repeat(41) }, LEAD_NEEDS_MESSAGES.contactPhone],
      ['a good time too long', { bestTimeToCall: 'x'.repeat(121) }, LEAD_NEEDS_MESSAGES.bestTimeToCall],
    ])('answers 400 naming the field for %s, and stores nothing', async (_label, overrides, message) => {
      const before = await leadCount(kind);
      const res = await app.http.post(url).send(make(overrides)).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(message);
      expect(await leadCount(kind)).toBe(before);
    });

    it("keeps the spec's checks and messages first: a bad need does not hide a missing required field", async () => {
      const res = await app.http
        .post(url)
        .send(make({ name: '', language: 'klingon' }))
        .expect(400);
      expect(res.body.message).toBe(LEAD_MESSAGES.requiredFields);
    });
  });

  it("puts the needs in the provider's email, and names her in the subject as she wrote it", async () => {
    const res = await app.http
      .post('/api/leads/provider')
      .send(providerLead({ ...TRAN_NEEDS, name: 'Tran Thi Mai', postcode: '3020', serviceLevel: 'Level 3 - Low to Medium support' }))
      .expect(201);
    const mail = await deliveredOnce(sink, 'provider', res.body.id as number);
    expect(mail.subject).toBe('New enquiry from Homeward: Tran Thi Mai, 3020 — Level 3 - Low to Medium support');
    const text = mail.text.replace(/ +/g, ' ');
    expect(text).toContain('Language: Vietnamese, needs an interpreter');
    expect(text).toContain('Who to call: Minh (son), 0412 345 678');
    expect(text).toContain('Good time to call: Weekday mornings after 10');
    expect(mail.html).toContain('Vietnamese, needs an interpreter');
    for (const notInSubject of ['Vietnamese', 'interpreter', 'Minh', '0412', 'john@example.com']) expect(mail.subject).not.toContain(notInSubject);
  });

  it('shows the needs in the portal, and erasing the lead erases them', async () => {
    const res = await app.http
      .post('/api/leads/provider')
      .send(providerLead({ ...TRAN_NEEDS, name: 'Tran Thi Mai' }))
      .expect(201);
    const id = res.body.id as number;
    const { agent } = await signInAsPartner(app, 1);
    const shown = await agent.get(`/api/partner/leads/${id}`).expect(200);
    expect(shown.body).toMatchObject({ ...TRAN_NEEDS, name: 'Tran Thi Mai', erased: false });

    const admin = await adminAgent(app);
    await admin
      .post('/api/admin/leads/provider/erase')
      .send({ ids: [id], reason: 'Privacy request by phone' })
      .expect(200);
    const erased = await agent.get(`/api/partner/leads/${id}`).expect(200);
    expect(erased.body).toMatchObject({ ...NO_LEAD_NEEDS, erased: true });
    const console = await admin.get(`/api/admin/leads/provider/${id}`).expect(200);
    expect(console.body).toMatchObject(NO_LEAD_NEEDS);
  });
});
