import { DIVERSE_NEEDS, PROVIDER_LANGUAGES, REGISTRATION_CATEGORIES, codesFromMask } from '@homeward/domain';
import { confirmedDate, generateAttributes } from './provider-attribute-generator.js';
import { mulberry32 } from './seeded-random.js';

describe(generateAttributes.name, () => {
  const many = (n: number, description = 'We offer personal care.', nursing = false) => {
    const rng = mulberry32(27);
    return Array.from({ length: n }, () => generateAttributes(rng, 'VIC', description, nursing));
  };

  it('always lists English and at least one registration category, and a date only with a status', () => {
    for (const a of many(2000)) {
      expect(codesFromMask(PROVIDER_LANGUAGES, a.languageMask)).toContain('en');
      expect(codesFromMask(REGISTRATION_CATEGORIES, a.registrationCategoryMask).length).toBeGreaterThan(0);
      expect(a.confirmedDaysAgo === null).toBe(a.acceptingNewClients === null);
    }
  });

  it('spreads statuses and needs like a real directory: most take clients, dementia is common, forced separation rare', () => {
    const all = many(5000);
    const share = (test: (a: (typeof all)[number]) => boolean) => all.filter(test).length / all.length;
    expect(share((a) => a.acceptingNewClients === 'yes')).toBeCloseTo(0.5, 1);
    expect(share((a) => codesFromMask(DIVERSE_NEEDS, a.diverseNeedMask).includes('dementia'))).toBeCloseTo(0.45, 1);
    expect(share((a) => codesFromMask(DIVERSE_NEEDS, a.diverseNeedMask).includes('forced-separation'))).toBeLessThan(0.1);
    expect(share((a) => codesFromMask(PROVIDER_LANGUAGES, a.languageMask).includes('cmn'))).toBeGreaterThan(
      share((a) => codesFromMask(PROVIDER_LANGUAGES, a.languageMask).includes('mt')),
    );
  });

  it('keeps the description true: a language carers speak is listed, dementia care means the dementia need, nursing means category 5', () => {
    for (const a of many(200, 'Carers who speak Greek are available. Our staff are trained in dementia care.', true)) {
      expect(codesFromMask(PROVIDER_LANGUAGES, a.languageMask)).toContain('el');
      expect(codesFromMask(DIVERSE_NEEDS, a.diverseNeedMask)).toContain('dementia');
      expect(codesFromMask(REGISTRATION_CATEGORIES, a.registrationCategoryMask)).toContain(5);
    }
  });

  it('dates the status back from the generation time', () => {
    expect(
      confirmedDate(
        { languageMask: 1, diverseNeedMask: 0, registrationCategoryMask: 1, acceptingNewClients: 'yes', confirmedDaysAgo: 31 },
        '2026-01-01T00:00:00Z',
      ),
    ).toBe('2025-12-01');
    expect(
      confirmedDate(
        { languageMask: 1, diverseNeedMask: 0, registrationCategoryMask: 1, acceptingNewClients: null, confirmedDaysAgo: null },
        '2026-01-01T00:00:00Z',
      ),
    ).toBeNull();
  });
});
