import { TestDatabase, startApp, type TestApp } from './harness.js';
import { SmtpSink, eventually, type ReceivedMail } from './smtp-sink.js';

/** The site the suites' emails link to. */
export const MAIL_SITE = 'https://homeward.test';

/** Settings that send the app's email to `sink` quickly: the outbox polls every 0.1 s and retries after 50 ms. */
export const mailEnv = (sink: SmtpSink, overrides: Record<string, string> = {}): Record<string, string> => ({
  SMTP_URL: sink.url,
  SITE_ORIGIN: MAIL_SITE,
  LEADS_EMAIL: 'team@homeward.test',
  MAIL_FROM: 'Homeward Leads <leads@homeward.test>',
  OUTBOX_POLL_MS: '100',
  OUTBOX_RETRY_BASE_MS: '50',
  OUTBOX_MAX_ATTEMPTS: '3',
  OUTBOX_LEASE_MS: '60000',
  ...overrides,
});

/** The Message-ID of a lead's email: its first sending, or the team's `resend`th. */
export const leadMessageId = (kind: string, id: number, resend = 0): string => `<lead-${kind}-${id}${resend ? `-r${resend}` : ''}@homeward.test>`;

/** The one message the sink received for a lead's first email, once it has arrived. */
export async function deliveredOnce(sink: SmtpSink, kind: string, id: number): Promise<ReceivedMail> {
  const [mail] = await eventually(() => {
    const found = sink.withMessageId(leadMessageId(kind, id));
    expect(found).toHaveLength(1);
    return found;
  });
  return mail;
}

export interface MailingApp {
  sink: SmtpSink;
  db: TestDatabase;
  app: TestApp;
}

/** A mail sink, a database and an app that mails to the sink (mailEnv with `env`), for the whole describe block. */
export function useMailingApp(label: string, env: Record<string, string> = {}): () => MailingApp {
  let mailing: Partial<MailingApp> = {};
  beforeAll(async () => {
    const sink = await SmtpSink.start();
    mailing = { sink };
    const db = await TestDatabase.create(label);
    mailing.db = db;
    mailing.app = await startApp(db, mailEnv(sink, env));
  });
  afterAll(async () => {
    await mailing.app?.close();
    await mailing.sink?.stop();
    await mailing.db?.destroy();
  });
  return () => mailing as MailingApp;
}
