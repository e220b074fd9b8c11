import { CLAIM_FIELDS, CLAIM_LIMITS, CLAIM_MESSAGES, claimFieldErrors, normaliseClaim, type ClaimField, type ProviderClaimInput } from './claims.js';

const good: ProviderClaimInput = {
  claimantName: 'Jo Citizen',
  claimantRole: 'Operations manager',
  workEmail: 'jo@sunrise.org.au',
  phone: '02 9876 5432',
  abn: '51 824 753 556',
};

describe('claimFieldErrors: each bad field with its message, in form order', () => {
  it('finds nothing wrong with a good claim', () => {
    expect(claimFieldErrors(good)).toEqual({});
  });

  it.each<[string, Partial<Record<ClaimField, unknown>>, Partial<Record<ClaimField, string>>]>([
    ['a blank name', { claimantName: '  ' }, { claimantName: CLAIM_MESSAGES.claimantName }],
    ['a name too long', { claimantName: 'J'.repeat(CLAIM_LIMITS.claimantNameMaxLength + 1) }, { claimantName: CLAIM_MESSAGES.claimantNameLength }],
    ['no role', { claimantRole: undefined }, { claimantRole: CLAIM_MESSAGES.claimantRole }],
    ['a role too long', { claimantRole: 'R'.repeat(CLAIM_LIMITS.claimantRoleMaxLength + 1) }, { claimantRole: CLAIM_MESSAGES.claimantRoleLength }],
    ['an email without @', { workEmail: 'jo.sunrise.org.au' }, { workEmail: CLAIM_MESSAGES.workEmail }],
    ['an email with a space', { workEmail: 'jo citizen@sunrise.org.au' }, { workEmail: CLAIM_MESSAGES.workEmail }],
    ['an email too long', { workEmail: `${'j'.repeat(250)}@x.au` }, { workEmail: CLAIM_MESSAGES.workEmailLength }],
    ['a phone number from elsewhere', { phone: '+64 21 123 4567' }, { phone: CLAIM_MESSAGES.phone }],
    ['a phone number too short', { phone: '9876 5432' }, { phone: CLAIM_MESSAGES.phone }],
    ['an ABN that fails its check digits', { abn: '51 824 753 557' }, { abn: CLAIM_MESSAGES.abnCheckDigits }],
    ['an ABN of 10 digits', { abn: '5182475355' }, { abn: CLAIM_MESSAGES.abn }],
    ['an ABN with letters', { abn: 'ABN 51824753556' }, { abn: CLAIM_MESSAGES.abn }],
    ['an ABN padded past its length', { abn: `${' '.repeat(20)}51824753556` }, { abn: CLAIM_MESSAGES.abn }],
    ['a number where text is due', { claimantName: 42, abn: 51824753556 }, { claimantName: CLAIM_MESSAGES.claimantName, abn: CLAIM_MESSAGES.abn }],
  ])('%s', (_case, change, errors) => {
    expect(claimFieldErrors({ ...good, ...change })).toEqual(errors);
  });

  it('names every field of an empty claim, in form order', () => {
    expect(Object.keys(claimFieldErrors({}))).toEqual([...CLAIM_FIELDS]);
  });

  it("uses the words of the brief for an ABN whose check digits don't match", () => {
    expect(CLAIM_MESSAGES.abnCheckDigits).toBe("Please check the ABN: its check digits don't match");
  });
});

describe('normaliseClaim', () => {
  it('trims, lower-cases the email and keeps the 11 digits of the ABN', () => {
    expect(normaliseClaim({ ...good, claimantName: ' Jo Citizen ', workEmail: ' Jo@Sunrise.ORG.au ', phone: ' 0412 345 678 ' })).toEqual({
      claimantName: 'Jo Citizen',
      claimantRole: 'Operations manager',
      workEmail: 'jo@sunrise.org.au',
      phone: '0412 345 678',
      abn: '51824753556',
    });
  });
});
