import {
  ACCEPTING_LABELS,
  DIVERSE_NEEDS,
  DIVERSE_NEED_CODES,
  LANGUAGE_CODES,
  MAX_ATTRIBUTE_BITS,
  PROVIDER_LANGUAGES,
  REGISTRATION_CATEGORIES,
  acceptingSummary,
  attributeLabels,
  attributeMask,
  codesFromMask,
  inListOrder,
  isConfirmedDate,
  parseCodeList,
} from './provider-attributes.js';
import { attributeSearchParams, normaliseAttributeFilters, providerSearchQuery } from './provider-search.js';

describe('provider attribute lists', () => {
  it.each([
    ['languages', PROVIDER_LANGUAGES],
    ['diverse needs', DIVERSE_NEEDS],
    ['registration categories', REGISTRATION_CATEGORIES],
  ] as const)('%s have unique codes and bits that fit a signed 32-bit INT', (_name, list) => {
    const options = list as ReadonlyArray<{ code: string | number; bit: number; label: string }>;
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
    expect(new Set(options.map((o) => o.bit)).size).toBe(options.length);
    for (const o of options) {
      expect(o.bit).toBeGreaterThanOrEqual(0);
      expect(o.bit).toBeLessThan(MAX_ATTRIBUTE_BITS);
      expect(o.label.trim()).not.toBe('');
    }
  });

  it('holds English, Auslan and the ten languages other than English most used at home (Census 2021)', () => {
    expect(LANGUAGE_CODES).toEqual(expect.arrayContaining(['en', 'asf', 'cmn', 'ar', 'vi', 'yue', 'pa', 'el', 'it', 'hi', 'es', 'ne']));
  });

  it('holds the groups the Act names plus dementia', () => {
    expect(DIVERSE_NEED_CODES).toEqual([
      'first-nations',
      'cald',
      'rural-remote',
      'veterans',
      'homeless',
      'care-leavers',
      'forced-separation',
      'lgbti',
      'dementia',
    ]);
  });

  it('numbers the registration categories 1 to 6', () => {
    expect(REGISTRATION_CATEGORIES.map((c) => c.code)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('attributeMask and codesFromMask', () => {
  it.each([
    [[], 0],
    [['en'], 1],
    [['asf', 'en'], 3],
    [['el', 'it'], (1 << 7) | (1 << 8)],
    [['ta'], 1 << 23],
  ] as const)('%j <-> %i', (codes, mask) => {
    expect(attributeMask(PROVIDER_LANGUAGES, codes)).toBe(mask);
    expect(codesFromMask(PROVIDER_LANGUAGES, mask)).toEqual(inListOrder(PROVIDER_LANGUAGES, codes));
  });

  it('reads a mask sent as a string or null', () => {
    expect(codesFromMask(DIVERSE_NEEDS, '257')).toEqual(['first-nations', 'dementia']);
    expect(codesFromMask(DIVERSE_NEEDS, null)).toEqual([]);
  });

  it('round-trips every registration category', () => {
    expect(codesFromMask(REGISTRATION_CATEGORIES, attributeMask(REGISTRATION_CATEGORIES, [6, 1, 4]))).toEqual([1, 4, 6]);
  });
});

describe('parseCodeList', () => {
  it.each([
    ['el,it', ['el', 'it'], []],
    [' EL , it ,el', ['el', 'it'], []],
    ['', [], []],
    [',,', [], []],
    ['el,klingon', ['el'], ['klingon']],
  ] as const)('%j -> codes %j, unknown %j', (raw, codes, unknown) => {
    expect(parseCodeList(raw, LANGUAGE_CODES)).toEqual({ codes, unknown });
  });
});

describe('isConfirmedDate', () => {
  it.each([
    ['2025-11-03', true],
    ['2026-11-24', true], // one day of grace past today
    ['2026-11-25', false],
    ['2025-02-30', false],
    ['3/11/2025', false],
    ['1999-12-31', false],
    [20251103, false],
  ] as const)('%j -> %s (today 2026-11-23)', (value, ok) => {
    expect(isConfirmedDate(value, '2026-11-23')).toBe(ok);
  });
});

describe('labels', () => {
  it('lists labels in list order and leaves out unknown codes', () => {
    expect(attributeLabels(PROVIDER_LANGUAGES, ['it', 'el'])).toEqual(['Greek', 'Italian']);
    expect(attributeLabels(DIVERSE_NEEDS, null)).toEqual([]);
  });

  it.each([
    [null, null, null],
    ['yes', null, ACCEPTING_LABELS.yes],
    ['waitlist', '2025-11-03', 'Has a waiting list (checked 3 November 2025)'],
  ] as const)('acceptingSummary(%j, %j) = %j', (status, date, text) => {
    expect(acceptingSummary(status, date)).toBe(text);
  });
});

describe('attributeSearchParams', () => {
  it('keeps known codes, in list order, and drops empty filters', () => {
    expect(attributeSearchParams({ languages: 'it,EL,xx', diverseNeeds: '', acceptingNewClients: 'waitlist,yes' })).toEqual({
      languages: 'el,it',
      acceptingNewClients: 'yes,waitlist',
    });
  });

  it('adds them to the search query', () => {
    expect(providerSearchQuery({ q: 'care', languages: 'el', diverseNeeds: 'dementia,veterans' })).toBe(
      '?q=care&languages=el&diverseNeeds=veterans%2Cdementia',
    );
  });
});

describe('normaliseAttributeFilters', () => {
  it('keeps known codes in list order and drops the rest', () => {
    expect(normaliseAttributeFilters({ languages: 'it,xx,EL', diverseNeeds: null, acceptingNewClients: 'no,yes,yes' })).toEqual({
      languages: ['el', 'it'],
      diverseNeeds: [],
      acceptingNewClients: ['yes', 'no'],
    });
  });
});
