import { Injectable } from '@nestjs/common';
import { contactDeadline, leadClockState, monthlyFigures, STATE_TIME_ZONES, type PartnerFiguresDto } from '@homeward/domain';
import { ProviderLeadRepository } from '../leads/provider-lead.repository.js';
import { nationalHolidays } from '../common/national-holidays.js';

/** Reads a little more than 12 months: the first month starts up to 31 days before "12 months ago". */
const WINDOW_MS = 397 * 86_400_000;

/** The provider's figures: per month for 12 months, in its state's clock (libs/domain monthlyFigures). */
@Injectable()
export class PartnerFiguresService {
  constructor(private readonly providerLeads: ProviderLeadRepository) {}

  async figures(providerId: number, now = new Date()): Promise<PartnerFiguresDto> {
    const provider = await this.providerLeads.findProviderState(providerId);
    const state = leadClockState(provider?.state);
    const leads = await this.providerLeads.findForFigures(providerId, new Date(now.getTime() - WINDOW_MS));
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
