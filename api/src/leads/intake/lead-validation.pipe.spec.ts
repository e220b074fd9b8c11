import { BadRequestException } from '@nestjs/common';
import { LEAD_MESSAGES, LEAD_PLAN_MESSAGES, QUOTE_LIMITS } from '@homeward/domain';
import { QuoteLineDto } from '../../common/dto/quote-line.dto.js';
import { PlanSelectionDto } from '../../pricing/dto/plan-selection.dto.js';
import { CreateProviderLeadDto } from './create-lead.dto.js';
import { LeadValidationPipe } from './lead-validation.pipe.js';

const valid = {
  sessionId: 's1',
  hasReferralId: false,
  referralId: null,
  serviceLevel: 'Level 1 - Entry support',
  name: ' Mary ',
  phone: '0491 570 156',
  email: 'mary@example.com',
  postcode: '2000',
  selfManagement: false,
  providerId: 1,
  providerName: 'X',
};

async function messageOf(body: unknown): Promise<unknown> {
  try {
    await new LeadValidationPipe(CreateProviderLeadDto).transform(body);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { message: unknown }).message;
  }
}

describe(LeadValidationPipe.name, () => {
  it('returns a typed, trimmed DTO for a valid body', async () => {
    const dto = await new LeadValidationPipe(CreateProviderLeadDto).transform(valid);
    expect(dto).toBeInstanceOf(CreateProviderLeadDto);
    expect(dto.name).toBe('Mary');
  });

  it('runs the spec presence checks before any type check', async () => {
    expect(await messageOf({ ...valid, hasReferralId: undefined, name: 5 })).toBe(LEAD_MESSAGES.referralQuestion);
    expect(await messageOf({ ...valid, hasReferralId: true, referralId: '', email: 7 })).toBe(LEAD_MESSAGES.referralId);
    expect(await messageOf({ ...valid, phone: '', email: 'bad' })).toBe(LEAD_MESSAGES.requiredFields);
  });

  it.each([
    ['3 digits', '200'],
    ['5 digits', '20000'],
    ['letters', '2OOO'],
    ['a suburb', 'Brunswick'],
  ])('then asks for a 4-digit postcode (%s), before any type check', async (_label, postcode) => {
    expect(await messageOf({ ...valid, postcode, email: 'bad' })).toBe(LEAD_MESSAGES.postcodeFormat);
  });

  it('keeps the spec order: a missing field wins over a bad postcode', async () => {
    expect(await messageOf({ ...valid, name: '', postcode: '20' })).toBe(LEAD_MESSAGES.requiredFields);
  });

  it('accepts a postcode with spaces around it and trims it', async () => {
    expect((await new LeadValidationPipe(CreateProviderLeadDto).transform({ ...valid, postcode: ' 3056 ' })).postcode).toBe('3056');
  });

  it('counts a value of the wrong type as present, then reports its type', async () => {
    expect(JSON.stringify(await messageOf({ ...valid, postcode: 3056 }))).toMatch(/postcode must be a string/);
    expect(JSON.stringify(await messageOf({ ...valid, phone: 12345 }))).toMatch(/phone must be a string/);
  });

  it('refuses non-object bodies and unknown fields', async () => {
    expect(await messageOf([valid])).toMatch(/JSON object/);
    expect(await messageOf(null)).toMatch(/JSON object/);
    expect(JSON.stringify(await messageOf({ ...valid, isAdmin: true }))).toMatch(/isAdmin should not exist/);
  });

  describe('a plan (sent from a plan quote row)', () => {
    const plan = {
      classificationId: 3,
      selectedServices: [
        { serviceId: 1, perWeek: 2 },
        { serviceId: 5, perWeek: 1.5 },
      ],
    };

    it('is checked and typed like the plan quote body', async () => {
      const dto = await new LeadValidationPipe(CreateProviderLeadDto).transform({ ...valid, plan });
      expect(dto.plan).toBeInstanceOf(PlanSelectionDto);
      expect(dto.plan!.selectedServices[0]).toBeInstanceOf(QuoteLineDto);
      expect(dto.plan).toEqual(plan);
    });

    it.each([
      [
        'perWeek above the limit',
        { selectedServices: [{ serviceId: 1, perWeek: QUOTE_LIMITS.maxPerWeek + 1 }] },
        `plan.selectedServices.0.perWeek must not be greater than ${QUOTE_LIMITS.maxPerWeek}`,
      ],
      [
        'a negative perWeek',
        { selectedServices: [{ serviceId: 1, perWeek: -1 }] },
        `plan.selectedServices.0.perWeek must not be less than ${QUOTE_LIMITS.minPerWeek}`,
      ],
      [
        'perWeek as text',
        { selectedServices: [{ serviceId: 1, perWeek: '2' }] },
        'plan.selectedServices.0.perWeek must be a number conforming to the specified constraints',
      ],
      [
        'a service id that is not a whole number',
        { selectedServices: [{ serviceId: 1.5, perWeek: 1 }] },
        'plan.selectedServices.0.serviceId must be an integer number',
      ],
      [
        'too many services',
        { selectedServices: Array.from({ length: QUOTE_LIMITS.maxServices + 1 }, (_, i) => ({ serviceId: i + 1, perWeek: 1 })) },
        `plan.selectedServices must contain no more than ${QUOTE_LIMITS.maxServices} elements`,
      ],
      ['no list of services', { classificationId: 3 }, 'plan.selectedServices must be an array'],
      ['a classification that is not an id', { classificationId: 'three', selectedServices: [] }, 'plan.classificationId must be an integer number'],
      ['figures worked out by the client', { selectedServices: [], weeklyCost: 1 }, 'plan.property weeklyCost should not exist'],
      [
        'a line with a price',
        { selectedServices: [{ serviceId: 1, perWeek: 1, unitPrice: 1 }] },
        'plan.selectedServices.0.property unitPrice should not exist',
      ],
      ['a list instead of an object', [{ serviceId: 1, perWeek: 1 }], LEAD_PLAN_MESSAGES.notAnObject],
      ['text', 'two hours of nursing', LEAD_PLAN_MESSAGES.notAnObject],
      ['a number', 7, LEAD_PLAN_MESSAGES.notAnObject],
    ])('refuses %s', async (_label, badPlan, message) => {
      expect(await messageOf({ ...valid, plan: badPlan })).toEqual(expect.arrayContaining([message]));
    });

    it('says plainly that a plan which is not an object must be one, and nothing else', async () => {
      for (const badPlan of [[{ serviceId: 1, perWeek: 1 }], 'text', 7, true])
        expect(await messageOf({ ...valid, plan: badPlan })).toEqual([LEAD_PLAN_MESSAGES.notAnObject]);
    });

    it('goes after the spec presence checks and the postcode format, like every other field', async () => {
      expect(await messageOf({ ...valid, name: '', plan: 'bad' })).toBe(LEAD_MESSAGES.requiredFields);
      expect(await messageOf({ ...valid, postcode: '12', plan: 'bad' })).toBe(LEAD_MESSAGES.postcodeFormat);
    });

    it('may be absent or null (no plan), as from the directory and the provider page', async () => {
      expect((await new LeadValidationPipe(CreateProviderLeadDto).transform(valid)).plan).toBeUndefined();
      expect((await new LeadValidationPipe(CreateProviderLeadDto).transform({ ...valid, plan: null })).plan).toBeNull();
    });
  });
});
