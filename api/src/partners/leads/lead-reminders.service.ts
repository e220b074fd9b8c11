import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, type DataSource } from 'typeorm';
import { LEAD_REMINDERS } from '@homeward/domain';
import { LeadMailSender } from '../../outbox/lead-mail-sender.js';
import { OutboxStore } from '../../outbox/outbox-store.js';
import { ProviderLead } from '../../leads/entities/provider-lead.entity.js';

/** The clock the job reads; tests give it another. */
export type Clock = () => Date;

/**
 * Keeping the promise (issue 25): a lead still "new" past its contactBy sends its provider ONE reminder email
 * through the outbox. Runs in every API instance on a timer; several instances are safe because each reminder
 * is claimed by a conditional UPDATE (reminderSentAt IS NULL) that only one of them can win, and the outbox
 * row commits in the same transaction (its (kind, id) key is unique too: never a second email).
 */
@Injectable()
export class LeadRemindersService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LeadReminders');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  clock: Clock = () => new Date();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxStore,
    private readonly mailSender: LeadMailSender,
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
    const due = await this.dataSource.getRepository(ProviderLead).find({
      select: { id: true },
      where: { outcome: 'new', contactBy: LessThanOrEqual(now), reminderSentAt: IsNull(), erasedAt: IsNull() },
      order: { contactBy: 'ASC' },
      take: LEAD_REMINDERS.batchSize,
    });
    let queued = 0;
    for (const { id } of due) if (await this.claim(id, now)) queued += 1;
    if (queued > 0) this.mailSender.nudge();
    return queued;
  }

  /** The claim and the email commit together; false when another instance (or the provider's outcome) got there first. */
  private claim(id: number, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      const result = await em
        .createQueryBuilder()
        .update(ProviderLead)
        .set({ reminderSentAt: now })
        .where('id = :id AND reminderSentAt IS NULL AND outcome = :outcome AND erasedAt IS NULL', { id, outcome: 'new' })
        .execute();
      if (result.affected !== 1) return false;
      await this.outbox.queue(em, 'lead_reminder', id, now.getTime());
      return true;
    });
  }
}
