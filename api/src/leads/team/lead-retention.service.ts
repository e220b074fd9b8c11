import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LEAD_RETENTION, retentionCutoff } from '@homeward/domain';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { yieldToRequests } from '../../common/yield-to-requests.js';
import { LEAD_KIND_DESCRIPTORS } from '../lead-kinds.js';
import { LeadRepository } from '../lead.repository.js';
import { LeadErasureService } from './lead-erasure.service.js';

/**
 * LEAD_RETENTION_DAYS (APP 11): leads older than that are de-identified like an erasure request, once
 * shortly after start and then daily. Small batches, each its own short transaction, with a pause between
 * them, so requests are never held up; timers are unref'd so they never keep the process alive.
 */
@Injectable()
export class LeadRetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LeadRetention');
  private startTimer: NodeJS.Timeout | null = null;
  private dailyTimer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leads: LeadRepository,
    private readonly erasure: LeadErasureService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.leadRetentionDays <= 0) return;
    this.startTimer = setTimeout(() => void this.sweep(), 0);
    this.startTimer.unref();
    this.dailyTimer = setInterval(() => void this.sweep(), LEAD_RETENTION.sweepIntervalMs);
    this.dailyTimer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.startTimer) clearTimeout(this.startTimer);
    if (this.dailyTimer) clearInterval(this.dailyTimer);
    await this.running;
  }

  /** Resolves when no sweep is running (tests wait on the start-up sweep with it). */
  async idle(): Promise<void> {
    await this.running;
  }

  /** One sweep over both lead tables; returns how many leads it de-identified. A second call while one runs joins it. */
  sweep(now = new Date()): Promise<number> {
    this.running ??= this.sweepAll(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sweepAll(now: Date): Promise<number> {
    const cutoff = retentionCutoff(now, this.config.leadRetentionDays);
    if (!cutoff) return 0;
    const reason = `Kept longer than LEAD_RETENTION_DAYS (${this.config.leadRetentionDays} days)`;
    let total = 0;
    try {
      for (const { kind, entity } of Object.values(LEAD_KIND_DESCRIPTORS)) {
        while (!this.stopped) {
          const ids = await this.leads.findIdsToRetire(entity, cutoff, LEAD_RETENTION.batchSize);
          if (ids.length === 0) break;
          await this.erasure.eraseRows(kind, ids, 'retention_erase', reason, null);
          this.erasure.discardMailCopies(kind, ids);
          total += ids.length;
          await yieldToRequests();
        }
      }
      if (total > 0) this.logger.log(`De-identified ${total} lead(s) older than ${this.config.leadRetentionDays} days`);
    } catch (error) {
      // Never fatal: the next daily run picks up where this one stopped.
      if (!this.stopped) this.logger.warn(`Retention sweep stopped: ${error instanceof Error ? error.message : String(error)}`);
    }
    return total;
  }
}
