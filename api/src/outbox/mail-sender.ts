import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { isLeadKind, leadDeliveryGivesUp, leadRetryDelayMs, LEAD_DELIVERY } from '@homeward/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OutboxComposers } from './outbox-composers.js';
import { MAIL_TRANSPORT } from './outbox.tokens.js';
import { SMTP_CONNECTIONS, type MailTransport } from './mail-transport.js';
import { OutboxRepository } from './outbox.repository.js';
import type { LeadNotification } from './entities/lead-notification.entity.js';

/** The reason of a failed attempt as the team reads it: the SMTP reply when there is one, else the error. */
export function describeSendError(error: unknown): string {
  const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
  if (typeof e?.response === 'string' && e.response) return e.response.trim();
  const message = e?.message ?? String(error);
  return e?.code && !message.startsWith(e.code) ? `${e.code}: ${message}` : message;
}

/** Time a send may take (SMTP timeouts allow ~2 minutes); a message is only sent with at least this much lease left. */
export const sendBudgetMs = (leaseMs: number) => Math.min(Math.floor(leaseMs / 2), 150_000);

/** Logs carry ids and SMTP replies only; a reply can quote an address, so addresses are masked. */
export const maskAddresses = (text: string) => text.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '[address]');

/**
 * Delivers the outbox from inside the API process: every pollMs, and at once when a
 * lead (or another message: OutboxComposers) is stored (nudge). Each round claims due messages under a lease, sends them outside any
 * transaction, then records sent, or a retry time, or failed after the attempt limit. Another instance
 * (or this one after a restart) takes over a message whose lease ran out.
 */
@Injectable()
export class OutboxSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LeadMail');
  /** This instance in lockedBy (host, pid, random), plus a counter per claim. */
  readonly senderId = `${hostname().slice(0, 30)}-${process.pid}-${randomBytes(3).toString('hex')}`;
  private claims = 0;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private lastRoundFailed = false;

  constructor(
    private readonly store: OutboxRepository,
    private readonly composers: OutboxComposers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    // A send in flight finishes and is recorded; a stalled one is left to its lease (another instance
    // or the next start sends it again).
    if (this.running) await Promise.race([this.running, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    this.transport.close();
  }

  /** A lead was stored: look now instead of at the next poll. Nudges during a round fold into one more round. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.round(), delayMs);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = (async () => {
      do {
        this.again = false;
        try {
          const claimed = await this.sendDue();
          if (claimed >= LEAD_DELIVERY.batchSize) this.again = true;
          if (this.lastRoundFailed) this.logger.log('Lead email queue reachable again');
          this.lastRoundFailed = false;
        } catch (error) {
          // The database is down or busy: try again at the next poll; say so once, not every poll.
          if (!this.lastRoundFailed)
            this.logger.warn(`Lead email round failed, retrying every ${this.config.mail.outbox.pollMs} ms: ${maskAddresses(describeSendError(error))}`);
          this.lastRoundFailed = true;
          this.again = false;
        }
      } while (this.again && !this.stopped);
    })();
    try {
      await this.running;
    } finally {
      this.running = null;
      if (!this.stopped) this.schedule(this.config.mail.outbox.pollMs);
    }
  }

  /** One claim and its sends; returns how many were claimed. Public for tests and the bench. */
  async sendDue(now = Date.now()): Promise<number> {
    const token = `${this.senderId}-${++this.claims}`;
    const claimed = await this.store.claim(token, LEAD_DELIVERY.batchSize, now, this.config.mail.outbox.leaseMs);
    // As many at a time as there are SMTP connections, so each lease check happens right before its send.
    const pending = [...claimed];
    const worker = async () => {
      for (let n = pending.shift(); n; n = pending.shift()) await this.deliver(n, token);
    };
    await Promise.all(Array.from({ length: Math.min(SMTP_CONNECTIONS, pending.length) }, worker));
    return claimed.length;
  }

  private async deliver(n: LeadNotification, token: string): Promise<void> {
    const about = isLeadKind(n.leadKind) ? `lead email ${n.id} (${n.leadKind} lead` : `email ${n.id} (${n.leadKind}`;
    const what = `${about} ${n.leadId}, attempt ${n.attempts})`;
    // A message that waited in this batch until its lease nearly ran out goes back unsent: sending it
    // now could overlap with another sender that takes it when the lease ends (a duplicate).
    if (Date.now() + sendBudgetMs(this.config.mail.outbox.leaseMs) > (n.lockedUntil ?? 0)) {
      await this.store.release(n, token).catch(() => undefined);
      return;
    }
    let recipient: string | null = null;
    try {
      const mail = await this.composers.compose(n);
      if (!mail) {
        const gone = isLeadKind(n.leadKind) ? 'The lead no longer exists (erased)' : 'No longer needed (revoked, used or expired)';
        await this.store.markAttemptFailed(n, token, { error: gone, recipient: null, giveUp: true, nextAttemptAt: Date.now() });
        this.logger.warn(`${what}: ${gone.toLowerCase()}, not sent`);
        return;
      }
      recipient = mail.to;
      await this.transport.send(mail);
    } catch (error) {
      const reason = describeSendError(error);
      const giveUp = leadDeliveryGivesUp(n.attempts, this.config.mail.outbox.maxAttempts);
      const retryIn = leadRetryDelayMs(n.attempts, this.config.mail.outbox.retryBaseMs);
      const kept = await this.store.markAttemptFailed(n, token, { error: reason, recipient, giveUp, nextAttemptAt: Date.now() + retryIn }).catch(() => false);
      const outcome = giveUp ? 'failed for good' : `retry in ${Math.round(retryIn / 1000)} s`;
      this.logger.warn(`${what} not sent, ${kept ? outcome : 'lease lost to another sender'}: ${maskAddresses(reason)}`);
      return;
    }
    const kept = await this.store.markSent(n, token, recipient, Date.now()).catch((error: unknown) => {
      // Sent but not recorded: the lease runs out and the message goes again with the same Message-ID.
      this.logger.warn(`${what} sent but not recorded (${maskAddresses(describeSendError(error))}); it will be sent again`);
      return true;
    });
    if (!kept) this.logger.warn(`${what} sent after its lease ran out; another sender also took it (same Message-ID)`);
  }
}
