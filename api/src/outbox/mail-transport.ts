import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/app-config.js';

export interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one message; rejects on any failure (connection, timeout, 4xx/5xx reply). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Removes every copy this transport kept of the messages whose Message-ID starts with one of these stems
   * ('lead-calculator-12': the first message and every resend): an erased lead must not live on in a file.
   * SMTP keeps none (the team's mailbox is outside this app).
   */
  discardCopies(stems: readonly string[]): void;
  close(): void;
}

/** SMTP connections per instance; the sender sends this many messages at a time. */
export const SMTP_CONNECTIONS = 4;

/** SMTP timeouts: a stalled server counts as a failed attempt well within the outbox lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

/**
 * nodemailer over SMTP_URL (smtp:// upgrades with STARTTLS when the server offers it, smtps:// is TLS from
 * the first byte; query options such as ?requireTLS=true are read by nodemailer), pooled so a burst of
 * leads reuses a few connections. Without SMTP_URL each message is written as DATA_DIR/outbox/<id>.eml.
 */
export function createMailTransport(config: Pick<AppConfig, 'mail' | 'dataDir'>): MailTransport {
  const from = config.mail.from;
  if (config.mail.smtpUrl === null) return new EmlFileTransport(path.join(config.dataDir, 'outbox'), from);
  const transporter = nodemailer.createTransport({
    url: config.mail.smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: 500,
    ...SMTP_TIMEOUTS,
  });
  return {
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
    discardCopies: () => undefined,
    close: () => transporter.close(),
  };
}

/** The same message nodemailer would send, as an .eml file (written whole, then renamed into place). */
class EmlFileTransport implements MailTransport {
  private readonly transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transporter.sendMail({ from: this.from, ...mail });
    mkdirSync(this.dir, { recursive: true });
    // '<lead-provider-12@homeward.example>' -> 'lead-provider-12@homeward.example.eml': a retry overwrites, never adds.
    const file = path.join(this.dir, `${mail.messageId.replace(/[^a-zA-Z0-9@._-]/g, '')}.eml`);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, info.message as Buffer, { mode: 0o600 });
    renameSync(temporary, file);
  }

  discardCopies(stems: readonly string[]): void {
    if (stems.length === 0) return;
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return; // no outbox folder yet: nothing was written
    }
    // 'lead-calculator-12@host.eml' and its resends 'lead-calculator-12-r1@host.eml', never 'lead-calculator-120@...'.
    const copies = names.filter((name) => name.endsWith('.eml') && stems.some((stem) => name.startsWith(`${stem}@`) || name.startsWith(`${stem}-r`)));
    for (const name of copies) rmSync(path.join(this.dir, name), { force: true });
  }

  close(): void {
    this.transporter.close();
  }
}
