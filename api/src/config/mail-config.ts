import path from 'node:path';
import { LEAD_DELIVERY, SITE_CONTACT_DEFAULTS } from '@homeward/domain';

/** An email address, loosely: something@somewhere.tld. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface MailConfig {
  /** smtp:// or smtps:// URL; null writes each message as an .eml file under DATA_DIR/outbox. */
  readonly smtpUrl: string | null;
  /** The team inbox for calculator leads. */
  readonly leadsEmail: string;
  /** The From header. */
  readonly from: string;
  readonly outbox: { pollMs: number; retryBaseMs: number; maxAttempts: number; leaseMs: number };
}

export function parseMail(
  value: (name: string) => string | undefined,
  int: (name: string, fallback: number, min: number, max: number) => number,
  isProduction: boolean,
  problems: string[],
): MailConfig {
  const smtpUrl = value('SMTP_URL') ?? null;
  if (smtpUrl !== null && !isSmtpUrl(smtpUrl)) {
    problems.push('SMTP_URL must look like smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (TLS from the start)');
  }
  if (smtpUrl === null && isProduction) {
    problems.push('SMTP_URL is required when NODE_ENV=production: lead emails must reach providers (for example smtp://user:password@smtp.example.com:587)');
  }
  const siteEmail = value('SITE_EMAIL') ?? SITE_CONTACT_DEFAULTS.email;
  if (!EMAIL.test(siteEmail)) problems.push(`SITE_EMAIL must be an email address (got "${siteEmail}")`);
  const leadsEmail = value('LEADS_EMAIL') ?? siteEmail;
  if (!EMAIL.test(leadsEmail)) problems.push(`LEADS_EMAIL must be an email address (got "${leadsEmail}")`);
  const from = value('MAIL_FROM') ?? `Homeward <${siteEmail}>`;
  if (!/^([^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/.test(from)) {
    problems.push(`MAIL_FROM must be an address, or a name and an address like "Homeward <leads@example.com>" (got "${from}")`);
  }
  return {
    smtpUrl,
    leadsEmail,
    from,
    outbox: {
      pollMs: int('OUTBOX_POLL_MS', LEAD_DELIVERY.pollMs, 50, 3_600_000),
      retryBaseMs: int('OUTBOX_RETRY_BASE_MS', LEAD_DELIVERY.retryBaseMs, 10, 3_600_000),
      maxAttempts: int('OUTBOX_MAX_ATTEMPTS', LEAD_DELIVERY.maxAttempts, 1, 100),
      leaseMs: int('OUTBOX_LEASE_MS', LEAD_DELIVERY.leaseMs, 1_000, 3_600_000),
    },
  };
}

function isSmtpUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** 'smtp host:587' or '.eml files in DIR': for the start line, never the password. */
export function describeMail(config: { mail: MailConfig; dataDir: string }): string {
  if (config.mail.smtpUrl === null) return `SMTP_URL not set, lead emails written as .eml files to ${path.join(config.dataDir, 'outbox')}`;
  const u = new URL(config.mail.smtpUrl);
  return `lead emails by ${u.protocol.replace(':', '')} ${u.hostname}:${u.port || (u.protocol === 'smtps:' ? 465 : 587)}`;
}
