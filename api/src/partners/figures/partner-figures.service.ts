import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MoreThanOrEqual, type DataSource } from 'typeorm';
import { contactDeadline, leadClockState, monthlyFigures, STATE_TIME_ZONES, type PartnerFiguresDto } from '@homeward/domain';
import { ProviderLead } from '../../leads/entities/provider-lead.entity.js';
import { Provider } from '../../providers/entities/provider.entity.js';
import { nationalHolidays } from '../leads/national-holidays.js';

/** Reads a little more than 12 months: the first month starts up to 31 days before "12 months ago". */
const WINDOW_MS = 397 * 86_400_000;

/** The provider's figures (issue 25): per month for 12 months, in its state's clock (libs/domain monthlyFigures). */
@Injectable()
export class PartnerFiguresService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async figures(providerId: number, now = new Date()): Promise<PartnerFiguresDto> {
    const provider = await this.dataSource.getRepository(Provider).findOne({ where: { id: providerId }, select: { id: true, state: true } });
    const state = leadClockState(provider?.state);
    const leads = await this.dataSource.getRepository(ProviderLead).find({
      select: { id: true, createdAt: true, firstContactAt: true, contactBy: true, heldAt: true, handedOverAt: true },
      where: { providerId, createdAt: MoreThanOrEqual(new Date(now.getTime() - WINDOW_MS)) },
    });
    // A request held before the provider joined counts from when it was handed over, not from when the family sent it.
    const mine = leads.filter((l) => l.heldAt === null || l.handedOverAt !== null);
    const timeZone = STATE_TIME_ZONES[state];
    return {
      timeZone,
      months: monthlyFigures(
        mine.map((l) => ({
          arrivedAt: new Date(l.handedOverAt ?? l.createdAt),
          firstContactAt: l.firstContactAt === null ? null : new Date(l.firstContactAt),
          deadline: l.contactBy === null ? contactDeadline(new Date(l.createdAt), state, nationalHolidays()) : new Date(l.contactBy),
        })),
        now,
        timeZone,
      ),
    };
  }
}
