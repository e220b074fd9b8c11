import { BadRequestException, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { LEAD_MESSAGES } from '@homeward/domain';
import { CalculatorLead } from '../entities/calculator-lead.entity.js';
import { ProviderLead } from '../entities/provider-lead.entity.js';
import { toCalculatorLeadDto, toProviderLeadDto } from '../lead-dtos.js';
import { LeadsService, SAVE_FAILED_MESSAGE } from './leads.service.js';
import type { CalculatorService } from '../../calculator/calculator.service.js';
import type { EntityManager, ObjectLiteral, Repository } from 'typeorm';
import type { LocationsService } from '../../locations/locations.service.js';
import type { Provider } from '../../providers/entities/provider.entity.js';
import type { CreateCalculatorLeadDto, CreateProviderLeadDto } from './create-lead.dto.js';
import type { OutboxSender } from '../../outbox/mail-sender.js';
import type { OutboxRepository } from '../../outbox/outbox.repository.js';
import type { LeadPlanService } from './lead-plan.service.js';
import type { LeadRepository } from '../lead.repository.js';
import type { ProviderLeadRepository } from '../provider-lead.repository.js';

const contact = {
  sessionId: 's',
  hasReferralId: false,
  referralId: 'X',
  serviceLevel: 'Level 1 - Entry support',
  name: 'M',
  phone: '1',
  email: 'm@e.com',
  postcode: '2000',
  selfManagement: true,
};

function repo<T extends ObjectLiteral>(overrides: Partial<Repository<T>> = {}): Repository<T> {
  return { create: (x: T) => x, save: async (x: T) => ({ ...x, id: 1, status: 'new' }), findOneBy: async () => null, ...overrides } as unknown as Repository<T>;
}

/** A repository save that stores the lead under this id, as new. */
const savesAs = <T extends ObjectLiteral>(id: number) => jest.fn(async (x: T) => ({ ...x, id, status: 'new' }));

/** The directory holds provider 3, active, under this name. */
const directoryWith = (businessName: string) => repo<Provider>({ findOneBy: (async () => ({ id: 3, businessName })) as never });

/** The locations table knows 2000 only. */
const locations = { isKnownPostcode: async (postcode: string) => postcode === '2000' } as unknown as LocationsService;

/** Queued notifications and sender nudges, as the outbox would see them. */
let queued: Array<{ kind: string; leadId: number }>;
let nudges: number;
beforeEach(() => {
  queued = [];
  nudges = 0;
});

/** The service over fake repositories; its transaction saves through the same repositories and records the outbox insert. */
/** Prices every plan at $100 a week at the provider, whatever the client sent; refuses a plan with service 99. */
const plans = {
  check: (plan: { selectedServices: Array<{ serviceId: number }> }) => {
    if (plan.selectedServices.some((s) => s.serviceId === 99)) throw new BadRequestException('plan.selectedServices: Service 99 not found');
  },
  price: async (providerId: number) => ({
    plan: {
      classificationId: null,
      classificationName: null,
      services: [{ serviceId: 1, serviceName: `At ${providerId}`, unit: 'hour', perWeek: 1, unitPrice: 100, status: 'priced' }],
    },
    weeklyCents: 10000,
    quarterlyCents: 130000,
    remainingBudgetCents: null,
  }),
} as unknown as LeadPlanService;

/** The catalogue says service N is 'Catalogue service N' at $100 an hour. */
const calculator = {
  priceLeadSelection: (selected: Array<{ serviceId: number; hoursPerWeek: number }>) => {
    const weekly = selected.reduce((sum, s) => sum + s.hoursPerWeek * 100, 0);
    return {
      services: selected.map((s) => ({ serviceId: s.serviceId, hoursPerWeek: s.hoursPerWeek, serviceName: `Catalogue service ${s.serviceId}` })),
      totalWeeklyCost: weekly,
      totalQuarterlyCost: weekly * 13,
    };
  },
} as unknown as CalculatorService;

function makeService(calculatorLeads: Repository<CalculatorLead>, providerLeads: Repository<ProviderLead>, providers: Repository<Provider>): LeadsService {
  const tableOf = (entity: unknown) => (entity === CalculatorLead ? calculatorLeads : providerLeads) as Repository<ObjectLiteral>;
  const leads = {
    build: (entity: unknown, fields: ObjectLiteral) => tableOf(entity).create(fields),
    save: (entity: unknown, lead: ObjectLiteral) => tableOf(entity).save(lead),
    transaction: async <T>(work: (m: EntityManager) => Promise<T>) => work({} as EntityManager),
  } as unknown as LeadRepository;
  const directory = { findActiveProvider: (id: number) => providers.findOneBy({ id, isActive: true }) } as unknown as ProviderLeadRepository;
  const outbox = { queue: async (_em: EntityManager, kind: string, leadId: number) => void queued.push({ kind, leadId }) } as unknown as OutboxRepository;
  const sender = { nudge: () => void nudges++ } as unknown as OutboxSender;
  return new LeadsService(leads, directory, locations, outbox, sender, plans, calculator);
}

describe(LeadsService.name, () => {
  describe('createCalculatorLead', () => {
    it('saves the lead (referral id cleared when the answer is No) before answering', async () => {
      const save = savesAs<CalculatorLead>(9);
      const service = makeService(repo<CalculatorLead>({ save: save as never }), repo<ProviderLead>(), repo<Provider>());
      const result = await service.createCalculatorLead({
        ...contact,
        selectedServices: [{ serviceId: 4, hoursPerWeek: 2, serviceName: 'Subject: <a href="https://evil.example">free money</a>' }],
        totalWeeklyCost: 1.5,
        totalQuarterlyCost: 19.5,
      } as CreateCalculatorLeadDto);
      expect(result).toEqual({ id: 9, status: 'new' });
      // The catalogue's name and the server's totals, never the client's.
      expect(save.mock.calls[0][0]).toMatchObject({
        referralId: null,
        selectedServices: [{ serviceId: 4, hoursPerWeek: 2, serviceName: 'Catalogue service 4' }],
        totalWeeklyCost: '200',
        totalQuarterlyCost: '2600',
        status: 'new',
      });
      expect(queued).toEqual([{ kind: 'calculator', leadId: 9 }]);
      expect(nudges).toBe(1);
    });

    it('turns a database failure into a 503 with a clear message', async () => {
      const service = makeService(
        repo<CalculatorLead>({
          save: (async () => {
            throw new Error('connection lost');
          }) as never,
        }),
        repo<ProviderLead>(),
        repo<Provider>(),
      );
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        const attempt = service.createCalculatorLead({
          ...contact,
          selectedServices: [],
          totalWeeklyCost: 0,
          totalQuarterlyCost: 0,
        } as CreateCalculatorLeadDto);
        await expect(attempt).rejects.toBeInstanceOf(ServiceUnavailableException);
        await expect(attempt).rejects.toThrow(SAVE_FAILED_MESSAGE);
        // The cause goes to the log for the team; the visitor gets the message above.
        expect(logged).toHaveBeenCalledWith('Lead not saved: connection lost');
      } finally {
        logged.mockRestore();
      }
      expect(queued).toEqual([]);
      expect(nudges).toBe(0);
    });
  });

  describe.each([
    ['createCalculatorLead', { selectedServices: [], totalWeeklyCost: 0, totalQuarterlyCost: 0 }],
    ['createProviderLead', { providerId: 3, providerName: 'X' }],
  ] as const)('%s', (method, extra) => {
    it('refuses a postcode the locations table does not know, with the postcodeUnknown message, and saves nothing', async () => {
      const save = jest.fn();
      const service = makeService(repo<CalculatorLead>({ save } as never), repo<ProviderLead>({ save } as never), directoryWith('P'));
      const attempt = (service[method] as (dto: unknown) => Promise<unknown>).call(service, { ...contact, ...extra, postcode: '0001' });
      await expect(attempt).rejects.toBeInstanceOf(BadRequestException);
      await expect(attempt).rejects.toThrow(LEAD_MESSAGES.postcodeUnknown);
      expect(save).not.toHaveBeenCalled();
    });
  });

  describe('createProviderLead', () => {
    it('answers 404 for a provider that is not active in the directory', async () => {
      const service = makeService(repo<CalculatorLead>(), repo<ProviderLead>(), repo<Provider>({ findOneBy: async () => null }));
      await expect(service.createProviderLead({ ...contact, providerId: 3, providerName: 'X' } as CreateProviderLeadDto)).rejects.toBeInstanceOf(
        NotFoundException,
      );
    });

    it('stores the directory name of the provider', async () => {
      const save = savesAs<ProviderLead>(2);
      const service = makeService(repo<CalculatorLead>(), repo<ProviderLead>({ save: save as never }), directoryWith('Real Name'));
      await service.createProviderLead({ ...contact, providerId: 3, providerName: 'Typed by client' } as CreateProviderLeadDto);
      expect(save.mock.calls[0][0]).toMatchObject({
        providerId: 3,
        providerName: 'Real Name',
        plan: null,
        planWeeklyCost: null,
        planQuarterlyCost: null,
        planRemainingBudget: null,
      });
      expect(queued).toEqual([{ kind: 'provider', leadId: 2 }]);
    });

    it("stores a plan with the figures worked out at the provider's prices", async () => {
      const save = savesAs<ProviderLead>(4);
      const service = makeService(repo<CalculatorLead>(), repo<ProviderLead>({ save: save as never }), directoryWith('P'));
      await service.createProviderLead({
        ...contact,
        providerId: 3,
        providerName: 'P',
        plan: { selectedServices: [{ serviceId: 1, perWeek: 1 }] },
      } as CreateProviderLeadDto);
      expect(save.mock.calls[0][0]).toMatchObject({
        plan: { services: [{ serviceName: 'At 3', unitPrice: 100 }] },
        planWeeklyCost: '100.00',
        planQuarterlyCost: '1300.00',
        planRemainingBudget: null,
      });
      expect(queued).toEqual([{ kind: 'provider', leadId: 4 }]);
    });

    it('refuses a bad plan with a 400 before anything is read or saved', async () => {
      const save = jest.fn();
      const findOneBy = jest.fn();
      const service = makeService(repo<CalculatorLead>(), repo<ProviderLead>({ save } as never), repo<Provider>({ findOneBy } as never));
      const attempt = service.createProviderLead({
        ...contact,
        providerId: 3,
        providerName: 'P',
        plan: { selectedServices: [{ serviceId: 99, perWeek: 1 }] },
      } as CreateProviderLeadDto);
      await expect(attempt).rejects.toBeInstanceOf(BadRequestException);
      expect(findOneBy).not.toHaveBeenCalled();
      expect(save).not.toHaveBeenCalled();
      expect(queued).toEqual([]);
    });
  });
});

describe(toCalculatorLeadDto.name, () => {
  it('gives selectedServices as JSON text mapping service id to hours, and money as numbers', () => {
    const dto = toCalculatorLeadDto({
      id: 1,
      name: 'M',
      email: 'e',
      phone: 'p',
      postcode: '2000',
      status: 'new',
      serviceLevel: 'L',
      hasReferralId: 0 as unknown as boolean,
      referralId: null,
      selectedServices: [{ serviceId: 3, hoursPerWeek: 4, serviceName: 'A' }],
      totalWeeklyCost: '400.00',
      totalQuarterlyCost: '5200.00',
      selfManagement: 1 as unknown as boolean,
      notes: null,
      createdAt: new Date('2025-11-01T00:00:00Z'),
    } as CalculatorLead);
    expect(dto).toMatchObject({
      selectedServices: '{"3":4}',
      totalWeeklyCost: 400,
      totalQuarterlyCost: 5200,
      hasReferralId: false,
      selfManagement: true,
      createdAt: '2025-11-01T00:00:00.000Z',
    });
  });
});

describe(toProviderLeadDto.name, () => {
  const lead = {
    id: 2,
    name: 'M',
    email: 'e',
    phone: 'p',
    postcode: '3056',
    status: 'new',
    serviceLevel: 'L',
    hasReferralId: false,
    referralId: null,
    selfManagement: false,
    notes: null,
    providerId: 3,
    providerName: 'P',
    createdAt: new Date('2025-11-01T00:00:00Z'),
  } as unknown as ProviderLead;

  it('gives null for a lead without a plan', () => {
    expect(
      toProviderLeadDto({ ...lead, plan: null, planWeeklyCost: null, planQuarterlyCost: null, planRemainingBudget: null } as ProviderLead).plan,
    ).toBeNull();
  });

  it('gives the stored plan with its figures as numbers (negative budget left when over)', () => {
    const plan = {
      classificationId: 3,
      classificationName: 'Classification 3: Low to Medium Support',
      services: [{ serviceId: 1, serviceName: 'Nursing care', unit: 'hour' as const, perWeek: 2, unitPrice: 150, status: 'priced' as const }],
    };
    const dto = toProviderLeadDto({ ...lead, plan, planWeeklyCost: '300.00', planQuarterlyCost: '3900.00', planRemainingBudget: '-12.50' } as ProviderLead);
    expect(dto.plan).toEqual({ ...plan, weeklyCost: 300, quarterlyCost: 3900, remainingBudget: -12.5 });
  });
});
