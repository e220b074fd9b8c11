import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LEAD_REMINDERS } from '@homeward/domain';
import { OutboxSender } from '../../outbox/mail-sender.js';
import { OutboxRepository } from '../../outbox/outbox.repository.js';
import { ProviderLeadRepository } from '../provider-lead.repository.js';

/** The clock the job reads; tests give it another. */
export type Clock = () => Date;

/**
 * Keeping the promise: a lead still "new" past its contactBy sends its provider ONE reminder email
 * through the outbox. Runs in every API instance on a timer; several instances are safe because each reminder
 * is claimed by a conditional UPDATE (reminderSentAt IS NULL) that only one of them can win, and the outbox
 * row commits in the same transaction (its (kind, id) key is unique too: never a second email).
 *
 * A request held for a provider not on Homeward is never reminded about while the team has it: the provider has no
 * email, and the team's own reminder is its queue (overdue marked) and the console's overdue count, not one more
 * email to the inbox that already got the request. Each sweep first hands over the held requests of providers whose
 * claim was approved since (ProviderLeadRepository.handOverHeld): from then they are the provider's leads, reminded about like any other.
 */
@Injectable()
export class LeadRemindersService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LeadReminders');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  clock: Clock = () => new Date();

  constructor(
    private readonly providerLeads: ProviderLeadRepository,
    private readonly outbox: OutboxRepository,
    private readonly mailSender: OutboxSender,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), LEAD_REMINDERS.sweepIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass: claims and queues the reminders now due; returns how many this instance queued. A call while one runs joins it. */
  sweep(): Promise<number> {
    this.running ??= this.remindDue(this.clock())
      .catch((error: unknown) => {
        this.logger.error(`Reminder sweep failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async remindDue(now: Date): Promise<number> {
    await this.providerLeads.handOverHeld({}, now);
    const due = await this.providerLeads.findDueForReminder(now, LEAD_REMINDERS.batchSize);
    let queued = 0;
    for (const id of due) if (await this.claim(id, now)) queued += 1;
    if (queued > 0) this.mailSender.nudge();
    return queued;
  }

  /** The claim and the email commit together; false when another instance (or the provider's outcome) got there first. */
  private claim(id: number, now: Date): Promise<boolean> {
    return this.providerLeads.transaction(async (em) => {
      if (!(await this.providerLeads.claimReminder(id, now, em))) return false;
      await this.outbox.queue(em, 'lead_reminder', id, now.getTime());
      return true;
    });
  }
}
