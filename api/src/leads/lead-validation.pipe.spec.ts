import { LEAD_MESSAGES } from '@homeward/domain';
import { BadRequestException } from '@nestjs/common';
import { CreateProviderLeadDto } from './dto/create-lead.dto.js';
import { LeadValidationPipe } from './lead-validation.pipe.js';

const valid = {
  sessionId: 's1', hasReferralId: false, referralId: null, serviceLevel: 'Level 1 - Entry support', name: ' Mary ', phone: '0491 570 156',
  email: 'mary@example.com', postcode: '2000', selfManagement: false, providerId: 1, providerName: 'X',
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
});
