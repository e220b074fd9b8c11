import { Logger, type LoggerService } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxSender } from '../src/outbox/mail-sender.js';
import { LeadNotification } from '../src/outbox/entities/lead-notification.entity.js';
import { calculatorLead, providerLead } from './support/factories.js';
import { TestDatabase, adminAgent, startApp, type TestApp } from './support/harness.js';
import { MAIL_SITE as SITE, deliveredOnce, leadMessageId as messageId, mailEnv, useMailingApp } from './support/lead-mail.js';
import { SmtpSink, eventually } from './support/smtp-sink.js';

async function notification(app: TestApp, kind: string, leadId: number): Promise<LeadNotification> {
  const row = await app.dataSource.getRepository(LeadNotification).findOneBy({ leadKind: kind as 'provider', leadId });
  if (!row) throw new Error(`no notification for ${kind} lead ${leadId}`);
  return row;
}

/** The lead's notification once the sender has brought it to this status. */
function notificationWhen(app: TestApp, kind: string, leadId: number, status: LeadNotification['status']): Promise<LeadNotification> {
  return eventually(async () => {
    const row = await notification(app, kind, leadId);
    expect(row.status).toBe(status);
    return row;
  });
}

/** Every message the API's loggers write, to prove no personal detail reaches a log. */
class CapturedLogs implements LoggerService {
  readonly lines: string[] = [];
  log = (m: unknown) => void this.lines.push(String(m));
  error = (m: unknown) => void this.lines.push(String(m));
  warn = (m: unknown) => void this.lines.push(String(m));
  debug = (m: unknown) => void this.lines.push(String(m));
  verbose = (m: unknown) => void this.lines.push(String(m));
}

/** Checks who a lead email went to, its subject, and that its text holds every value. */
function expectMail(mail: { to: unknown; subject: unknown }, to: string, subject: string, text: string, values: string[]): void {
  expect(mail.to).toBe(to);
  expect(mail.subject).toBe(subject);
  for (const value of values) expect(text).toContain(value);
}

describe('lead email delivery through the outbox', () => {
  const mailing = useMailingApp('delivery');
  let sink: SmtpSink;
  let app: TestApp;
  const logs = new CapturedLogs();

  beforeAll(() => {
    ({ sink, app } = mailing());
    Logger.overrideLogger(logs);
  });
  beforeEach(() => {
    sink.answer = () => 'accept';
  });

  it('stores the lead and its queued email together, then delivers it to the provider lead address with every field and a console link', async () => {
    const admin = await adminAgent(app);
    await admin.put('/api/admin/providers/1').send({ leadEmail: 'referrals@wattlegrove.test' }).expect(200);
    const res = await app.http.post('/api/leads/provider').send(providerLead()).expect(201);
    const id = res.body.id as number;

    const mail = await deliveredOnce(sink, 'provider', id);
    expectMail(mail, 'referrals@wattlegrove.test', 'New enquiry from Homeward: John Carer, 3056 — Level 2 - Low support', mail.text.replace(/ +/g, ' '), [
      'Wattle Grove Home Care (Demo)',
      'John Carer',
      'john@example.com',
      '(02) 5550 1234',
      '3056',
      'Level 2 - Low support',
      'REF-12345',
      'Self-managing: Yes',
    ]);
    expect(mail.text).toContain(`${SITE}/domainauth/dashboard/leads-provider/${id}`);
    expect(mail.html).toContain(`href="${SITE}/domainauth/dashboard/leads-provider/${id}"`);

    const list = await admin.get('/api/admin/leads/provider').expect(200);
    const row = (list.body as Array<{ id: number; delivery: unknown }>).find((l) => l.id === id);
    expect(row?.delivery).toEqual({
      status: 'sent',
      attempts: 1,
      nextAttemptAt: null,
      sentAt: expect.any(String),
      lastError: null,
      recipient: 'referrals@wattlegrove.test',
    });
    const one = await admin.get(`/api/admin/leads/provider/${id}`).expect(200);
    expect(one.body.delivery).toMatchObject({ status: 'sent' });
  });

  it('stores no lead when its email cannot be queued (one transaction), and answers the retryable 503', async () => {
    const admin = await adminAgent(app);
    const before = (await admin.get('/api/admin/leads/provider').expect(200)).body.length as number;
    await app.dataSource.query('ALTER TABLE lead_notifications RENAME TO lead_notifications_away');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await app.http
        .post('/api/leads/provider')
        .send(providerLead({ sessionId: 'outbox-missing' }))
        .expect(503);
      expect(res.body.message).toBe('We could not save your details just now. Please try again in a few minutes.');
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^query failed \(.*INSERT INTO .lead_notifications/));
    } finally {
      // The table back first: the outbox's own poll can also fail on it meanwhile, and is logged while captured.
      await app.dataSource.query('ALTER TABLE lead_notifications_away RENAME TO lead_notifications');
      logged.mockRestore();
    }
    expect((await admin.get('/api/admin/leads/provider').expect(200)).body).toHaveLength(before);
  });

  it("sends to the provider's email when it has no lead address, and escapes every value in the HTML", async () => {
    const admin = await adminAgent(app);
    const provider = await admin.get('/api/admin/providers/2').expect(200);
    expect(provider.body.leadEmail).toBeNull();
    const res = await app.http
      .post('/api/leads/provider')
      .send(providerLead({ providerId: 2, name: 'Ann <b>Bold</b> & Co', hasReferralId: false, referralId: null }))
      .expect(201);
    const mail = await deliveredOnce(sink, 'provider', res.body.id);
    expect(mail.to).toBe(provider.body.email);
    expect(mail.html).toContain('Ann &lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Bold');
    expect(mail.text.replace(/ +/g, ' ')).toContain('Referral ID: None');
  });

  it('sends a calculator lead to LEADS_EMAIL with its services and costs', async () => {
    const res = await app.http.post('/api/leads/calculator').send(calculatorLead()).expect(201);
    const mail = await deliveredOnce(sink, 'calculator', res.body.id);
    expectMail(mail, 'team@homeward.test', 'New calculator lead: Mary Citizen, 2000 — Nursing care, Domestic assistance', mail.text, [
      'Nursing care (2 h a week)',
      'Domestic assistance (3 h a week)',
      '$585.00',
      '$7,605.00',
      `${SITE}/domainauth/dashboard/leads-calculator/${res.body.id}`,
    ]);
  });

  it('retries after the server refuses (451) and delivers once, with the same Message-ID', async () => {
    const refused: string[] = [];
    sink.answer = (mail) => {
      if (refused.includes(mail.messageId)) return 'accept';
      refused.push(mail.messageId);
      return { code: 451, message: 'Try again later' };
    };
    const res = await app.http.post('/api/leads/provider').send(providerLead()).expect(201);
    const id = messageId('provider', res.body.id);
    await eventually(() => expect(sink.withMessageId(id)).toHaveLength(1));
    expect(refused).toEqual([id]);
    const row = await notificationWhen(app, 'provider', res.body.id, 'sent');
    expect(row.attempts).toBe(2);
  });

  it('retries while the server answers 452, then marks the email failed with the reason after the limit; "Send again" delivers it with a new Message-ID', async () => {
    const admin = await adminAgent(app);
    await admin.put('/api/admin/providers/3').send({ leadEmail: 'full-mailbox@provider.test' }).expect(200);
    sink.answer = (mail) => (mail.to === 'full-mailbox@provider.test' ? { code: 452, message: 'Mailbox full, try later' } : 'accept');
    const res = await app.http
      .post('/api/leads/provider')
      .send(providerLead({ providerId: 3 }))
      .expect(201);
    const failed = await notificationWhen(app, 'provider', res.body.id, 'failed');
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/452.*Mailbox full/);

    const stats = await admin.get('/api/admin/stats').expect(200);
    expect(stats.body).toMatchObject({ leadEmailsFailed: 1, leadEmailsWaiting: 0, totalProviders: expect.any(Number) });
    const health = await app.http.get('/api/health').expect(200);
    expect(health.body).toMatchObject({ status: 'ok', databaseReachable: true, leadEmails: { waiting: 0, failed: 1, oldestWaitingSeconds: null } });
    const list = await admin.get('/api/admin/leads/provider').expect(200);
    expect((list.body as Array<{ id: number; delivery: { status: string; lastError: string } }>).find((l) => l.id === res.body.id)?.delivery).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: expect.stringContaining('452'),
    });

    sink.answer = () => 'accept';
    const resent = await admin.post(`/api/admin/leads/provider/${res.body.id}/resend`).send({}).expect(200);
    expect(resent.body).toMatchObject({ status: expect.stringMatching(/^(queued|sending|sent)$/), lastError: null });
    await eventually(() => expect(sink.withMessageId(messageId('provider', res.body.id, 1))).toHaveLength(1));
    await notificationWhen(app, 'provider', res.body.id, 'sent');
    expect((await admin.get('/api/admin/stats').expect(200)).body.leadEmailsFailed).toBe(0);
  });

  it('answers "Send again" for an unknown lead with 404, a bad id with 400, and without a session with 401', async () => {
    const admin = await adminAgent(app);
    const missing = await admin.post('/api/admin/leads/calculator/999999/resend').send({}).expect(404);
    expect(missing.body.message).toBe('Calculator lead 999999 not found');
    await admin.post('/api/admin/leads/provider/abc/resend').send({}).expect(400);
    await app.http.post('/api/admin/leads/provider/1/resend').send({}).expect(401);
  });

  it('queues a first email on "Send again" for a lead stored before delivery existed', async () => {
    const res = await app.http.post('/api/leads/calculator').send(calculatorLead()).expect(201);
    await eventually(() => expect(sink.withMessageId(messageId('calculator', res.body.id))).toHaveLength(1));
    // As a lead from before the migration: no outbox row at all.
    await app.dataSource.getRepository(LeadNotification).delete({ leadKind: 'calculator', leadId: res.body.id });
    const admin = await adminAgent(app);
    const list = await admin.get('/api/admin/leads/calculator').expect(200);
    expect((list.body as Array<{ id: number; delivery: unknown }>).find((l) => l.id === res.body.id)?.delivery).toBeNull();
    await admin.post(`/api/admin/leads/calculator/${res.body.id}/resend`).send({}).expect(200);
    await eventually(() => expect(sink.withMessageId(messageId('calculator', res.body.id))).toHaveLength(2));
  });

  it('never writes a personal detail to the logs (ids and SMTP replies only)', () => {
    expect(logs.lines.some((l) => /lead email \d+ \(provider lead \d+, attempt \d\) not sent/.test(l))).toBe(true);
    const secrets = [
      'John Carer',
      'john@example.com',
      '5550 1234',
      'REF-12345',
      'Mary Citizen',
      'mary@example.com',
      '0491 570 156',
      'Ann <b>',
      'full-mailbox@provider.test',
      'referrals@wattlegrove.test',
    ];
    for (const line of logs.lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});

describe('lead email delivery with two API instances over one database', () => {
  let sink: SmtpSink;
  let db: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    db = await TestDatabase.create('delivery2');
    first = await startApp(db, mailEnv(sink));
    second = await startApp(db, mailEnv(sink));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await sink?.stop();
    await db?.destroy();
  });

  it('sends each message exactly once while both senders claim at the same time', async () => {
    const ids: number[] = [];
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await (i % 2 ? second : first).http
          .post('/api/leads/provider')
          .send(providerLead({ sessionId: `two-senders-${i}` }))
          .expect(201);
        ids.push(res.body.id);
      }),
    );
    // Both instances claim again at once, on top of their own polling and nudges.
    const senders = [first, second].map((a) => a.app.get(OutboxSender));
    await Promise.all([...senders, ...senders].map((s) => s.sendDue()));
    await eventually(() => expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(40));
    expect(sink.received).toHaveLength(40);
    for (const id of ids) expect(sink.withMessageId(messageId('provider', id))).toHaveLength(1);
    const rows = await first.dataSource.getRepository(LeadNotification).find();
    expect(rows.every((n) => n.status === 'sent' && n.attempts === 1)).toBe(true);
  });

  it('sends again, with the same Message-ID, a message whose sender died mid-send once its lease runs out, and the dead sender cannot overwrite the result', async () => {
    await second.close();
    await first.close();
    sink.received.length = 0;
    // A sender with a 1 s lease is the only one running when the lead comes in.
    first = await startApp(db, mailEnv(sink, { OUTBOX_LEASE_MS: '1000' }));
    sink.answer = () => 'hold';
    const res = await first.http
      .post('/api/leads/provider')
      .send(providerLead({ sessionId: 'dies-mid-send' }))
      .expect(201);
    const id = messageId('provider', res.body.id);
    // It handed the whole message over and waits for a reply that never comes: it is "dead" from here on.
    await eventually(() => expect(sink.held.map((m) => m.messageId)).toEqual([id]));
    const claimed = await notification(first, 'provider', res.body.id);
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1, lockedBy: expect.stringContaining(first.app.get(OutboxSender).senderId) });

    sink.answer = () => 'accept';
    second = await startApp(db, mailEnv(sink));
    await eventually(() => expect(sink.withMessageId(id)).toHaveLength(1));
    const taken = await notificationWhen(second, 'provider', res.body.id, 'sent');
    expect(taken.attempts).toBe(2);
    expect(sink.held[0]!.messageId).toBe(sink.received[0]!.messageId);

    // The dead sender finally hears back (421) and tries to record a failure: its lease is gone, so nothing changes.
    sink.releaseHeld();
    await first.close();
    expect(await notification(second, 'provider', res.body.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sink.withMessageId(id)).toHaveLength(1);
    first = await startApp(db, mailEnv(sink));
  });
});

describe('lead email delivery while the SMTP server is down', () => {
  // Retries after 0.5, 1, 2 and 4 s: time enough to bring the server back before the limit.
  const mailing = useMailingApp('delivery-down', { OUTBOX_RETRY_BASE_MS: '500', OUTBOX_MAX_ATTEMPTS: '5' });
  let sink: SmtpSink;
  let app: TestApp;
  beforeAll(() => {
    ({ sink, app } = mailing());
  });

  it('keeps the lead, retries after a refused connection and delivers once the server is back', async () => {
    await sink.pause();
    const res = await app.http.post('/api/leads/provider').send(providerLead()).expect(201);
    const waiting = await eventually(async () => {
      const n = await notification(app, 'provider', res.body.id);
      expect(n.lastError).toMatch(/ECONNREFUSED/);
      return n;
    });
    expect(waiting.status).toMatch(/^(queued|sending)$/);
    const health = await app.http.get('/api/health').expect(200);
    expect(health.body.leadEmails).toMatchObject({ waiting: 1, failed: 0, oldestWaitingSeconds: expect.any(Number) });
    await sink.resume();
    await eventually(() => expect(sink.withMessageId(messageId('provider', res.body.id))).toHaveLength(1));
    await eventually(async () => expect(await notification(app, 'provider', res.body.id)).toMatchObject({ status: 'sent', lastError: null }));
  });
});

describe('lead email delivery without SMTP_URL', () => {
  let db: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    db = await TestDatabase.create('delivery-eml');
    app = await startApp(db, { OUTBOX_POLL_MS: '100', SITE_ORIGIN: SITE });
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  it('writes each message as an .eml file under DATA_DIR/outbox and marks it sent', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const res = await app.http.post('/api/leads/provider').send(providerLead()).expect(201);
    const file = path.join(db.dataDir, 'outbox', `lead-provider-${res.body.id}@homeward.test.eml`);
    const eml = await eventually(() => readFileSync(file, 'utf8'));
    expect(eml).toContain(`Message-ID: ${messageId('provider', res.body.id)}`);
    expect(eml).toMatch(/^To: hello@wattlegrove\.example$/m);
    await notificationWhen(app, 'provider', res.body.id, 'sent');
    expect(app.app.get(DataSource).isInitialized).toBe(true);
  });

  it("stores and mails the catalogue's service names and the server's own totals, never the client's", async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const injected = 'Subject: you have won <a href="https://evil.example/claim">claim</a>';
    const res = await app.http
      .post('/api/leads/calculator')
      .send(calculatorLead({ selectedServices: [{ serviceId: 1, hoursPerWeek: 2, serviceName: injected }], totalWeeklyCost: 1, totalQuarterlyCost: 999999 }))
      .expect(201);
    const service = ((await app.http.get('/api/services').expect(200)).body as Array<{ id: number; name: string; hourlyRate: string | number }>).find(
      (s) => s.id === 1,
    )!;
    const weekly = Math.round(Number(service.hourlyRate) * 2 * 100) / 100;

    const admin = await adminAgent(app);
    const stored = (await admin.get(`/api/admin/leads/calculator/${res.body.id}`).expect(200)).body;
    expect(stored.services).toEqual([{ serviceId: 1, hoursPerWeek: 2, serviceName: service.name }]);
    expect(Number(stored.totalWeeklyCost)).toBeCloseTo(weekly, 2);
    expect(Number(stored.totalQuarterlyCost)).toBeCloseTo(weekly * 13, 2);

    const file = path.join(db.dataDir, 'outbox', `lead-calculator-${res.body.id}@homeward.test.eml`);
    const eml = await eventually(() => readFileSync(file, 'utf8'));
    expect(eml).toContain(service.name);
    expect(eml).not.toContain('evil.example');
    expect(eml).not.toContain('you have won');
    const csv = (await admin.get('/api/admin/leads/calculator/export').expect(200)).text;
    expect(csv).not.toContain('evil.example');
  });
});
