import { Inject, Injectable } from '@nestjs/common';
import { australianDate, type IsoDate } from '@homeward/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * The date the API reads the official rules and review dates for: today in Sydney, or FACTS_DATE when set
 * (tests, previews). The rules in libs/domain take this date as an argument and never read the clock.
 */
@Injectable()
export class OfficialCalendar {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  today(now: Date = new Date()): IsoDate {
    return this.config.factsDate ?? australianDate(now);
  }
}
