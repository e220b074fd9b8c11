import { HttpException, Injectable, Logger, ServiceUnavailableException, HttpStatus } from '@nestjs/common';
import {
  contactDeadline,
  LEAD_MESSAGES,
  leadClockState,
  normaliseLeadNeeds,
  promiseDay,
  providerHoldsRequests,
  type LeadContactPromiseDto,
  type LeadKind,
  type OutboxKind,
  type ProviderLeadReceiptDto,
} from '@homeward/domain';
import { nationalHolidays } from '../../common/national-holidays.js';
import { CalculatorService } from '../../calculator/calculator.service.js';
import { LocationsService } from '../../locations/locations.service.js';
import { OutboxSender } from '../../outbox/mail-sender.js';
import { OutboxRepository } from '../../outbox/outbox.repository.js';
import { CalculatorLead } from '../entities/calculator-lead.entity.js';
import { ProviderLead } from '../entities/provider-lead.entity.js';
import { LeadRepository } from '../lead.repository.js';
import { NO_PLAN, planColumns } from '../lead-plan-columns.js';
import { LEAD_KIND_DESCRIPTORS } from '../lead-kinds.js';
import { ProviderLeadRepository } from '../provider-lead.repository.js';
import { apiError } from '../../common/api-error.js';
import { providerNotFound } from '../../providers/provider-errors.js';
import { LeadPlanService } from './lead-plan.service.js';
import type { CreateCalculatorLeadDto, CreateProviderLeadDto } from './create-lead.dto.js';

/** A request held for a provider not on Homeward emails the team and the family instead of the provider. */
const HELD_REQUEST_EMAILS: readonly OutboxKind[] = ['held_team', 'held_family'];

export const SAVE_FAILED_MESSAGE = 'We could not save your details just now. Please try again in a few minutes.';

@Injectable()
export class LeadsService {
  private readonly logger = new Logger(LeadsService.name);

  constructor(
    private readonly leads: LeadRepository,
    private readonly providerLeads: ProviderLeadRepository,
    private readonly locations: LocationsService,
    private readonly outbox: OutboxRepository,
    private readonly mailSender: OutboxSender,
    private readonly plans: LeadPlanService,
    private readonly calculator: CalculatorService,
  ) {}

  /** Resolves only once the lead is committed; a database failure is a 503, never a lost lead behind a 201. */
  async createCalculatorLead(dto: CreateCalculatorLeadDto): Promise<{ id: number; status: string }> {
    return this.committed(async () => {
      await this.requireKnownPostcode(dto.postcode);
      // Names from the catalogue and totals from the server's own calculation: the client's serviceName and
      // totals are accepted (the request's shape is unchanged) but never stored, mailed or shown.
      const priced = this.calculator.priceLeadSelection(dto.selectedServices);
      const lead = this.leads.build(CalculatorLead, {
        ...this.contactFields(dto),
        selectedServices: priced.services,
        totalWeeklyCost: String(priced.totalWeeklyCost),
        totalQuarterlyCost: String(priced.totalQuarterlyCost),
      });
      return this.storeWithNotification('calculator', lead);
    });
  }

  async createProviderLead(dto: CreateProviderLeadDto): Promise<ProviderLeadReceiptDto> {
    return this.committed(async () => {
      await this.requireKnownPostcode(dto.postcode);
      if (dto.plan) this.plans.check(dto.plan);
      const provider = await this.providerLeads.findActiveProvider(dto.providerId);
      if (!provider) throw providerNotFound(`Provider ${dto.providerId} not found`);
      // The figures are worked out here from the provider's prices now, never taken from the client.
      const plan = dto.plan ? planColumns(await this.plans.price(provider.id, dto.plan)) : NO_PLAN;
      // The provider's promise: first contact within 2 business days of now, in its state's clock.
      // Whole seconds: MySQL's DATETIME keeps no fraction, so the promise answered is the promise stored.
      const arrivedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
      const contactBy = contactDeadline(arrivedAt, leadClockState(provider.state), nationalHolidays());
      // An organisation that has not joined Homeward has no email: the team takes the request, on the same promise.
      const held = providerHoldsRequests(provider);
      const lead = this.leads.build(ProviderLead, {
        ...this.contactFields(dto),
        providerId: provider.id,
        providerName: provider.businessName,
        ...plan,
        createdAt: arrivedAt,
        contactBy,
        heldAt: held ? arrivedAt : null,
      });
      if (!held) return this.storeWithNotification('provider', lead);
      const receipt = await this.storeWithNotification('provider', lead, HELD_REQUEST_EMAILS);
      return { ...receipt, held: true, contactBy: contactBy.toISOString() };
    });
  }

  /** What a request to this provider sent now would be promised: the public dialog says it before the family sends. */
  async contactPromise(providerId: number, now = new Date()): Promise<LeadContactPromiseDto> {
    const provider = await this.providerLeads.findActiveProviderClock(providerId);
    if (!provider) throw providerNotFound(`Provider ${providerId} not found`);
    const contactBy = contactDeadline(now, leadClockState(provider.state), nationalHolidays());
    return { providerId, held: providerHoldsRequests(provider), contactBy: contactBy.toISOString(), contactByDay: promiseDay(contactBy, provider.state) };
  }

  /**
   * The lead and its email in the outbox commit in one transaction: never
   * a lead without its email, never an email for a lead that was not stored. Then the sender is woken.
   */
  private async storeWithNotification(
    kind: LeadKind,
    lead: CalculatorLead | ProviderLead,
    emails: readonly OutboxKind[] = [kind],
  ): Promise<{ id: number; status: string }> {
    const saved = await this.leads.transaction(async (em) => {
      const row = await this.leads.save<CalculatorLead | ProviderLead>(LEAD_KIND_DESCRIPTORS[kind].entity, lead, em);
      for (const email of emails) await this.outbox.queue(em, email, row.id);
      return row;
    });
    this.mailSender.nudge();
    return { id: saved.id, status: saved.status };
  }

  /** A 4-digit postcode must also be a real one (the locations table); 400 otherwise. */
  private async requireKnownPostcode(postcode: string): Promise<void> {
    if (!(await this.locations.isKnownPostcode(postcode)))
      throw apiError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', LEAD_MESSAGES.postcodeUnknown, { postcode: LEAD_MESSAGES.postcodeUnknown });
  }

  private contactFields(dto: CreateCalculatorLeadDto | CreateProviderLeadDto) {
    return {
      sessionId: dto.sessionId,
      hasReferralId: dto.hasReferralId,
      // Answering No clears the referral id (spec section 4).
      referralId: dto.hasReferralId ? dto.referralId : null,
      serviceLevel: dto.serviceLevel,
      name: dto.name,
      phone: dto.phone,
      email: dto.email,
      postcode: dto.postcode,
      selfManagement: dto.selfManagement,
      ...normaliseLeadNeeds(dto),
      status: 'new' as const,
      notes: null,
    };
  }

  private async committed<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpException) throw error;
      this.logger.error(`Lead not saved: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(SAVE_FAILED_MESSAGE);
    }
  }
}
