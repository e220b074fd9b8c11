import { DIVERSE_NEEDS, PROVIDER_LANGUAGES, REGISTRATION_CATEGORIES } from '../directory/provider-attributes.js';
import { itGives } from '../shared/spec-tables.fixture.js';
import { ADMIN_USER_RULES, adminNameProblem } from './admin-user-rules.js';
import { CHANGED_MARKER, auditChanges } from './audit.js';
import { auditedLeadFilter, retentionCutoff } from './lead-privacy.js';
import { PASSWORD_RULES, passwordProblem } from './password-rules.js';
import { SIGN_IN_RULES, accountPauseSeconds } from './sign-in-rules.js';
import { csvAttributeCodes, csvDate, joinCsvList, parseCsvBoolean, splitCsvList } from './provider-csv.js';

describe(auditChanges.name, () => {
  it('keeps only the changed fields, as before/after', () => {
    expect(auditChanges({ a: 1, b: 'x', list: ['p'] }, { a: 2, b: 'x', list: ['p', 'q'] })).toEqual({
      a: { before: 1, after: 2 },
      list: { before: ['p'], after: ['p', 'q'] },
    });
  });
  it('reports redacted fields as "changed" only, and skips ignored ones', () => {
    expect(auditChanges({ notes: 'secret', updatedAt: 1 }, { notes: 'other', updatedAt: 2 }, { redacted: ['notes'], ignored: ['updatedAt'] })).toEqual({
      notes: CHANGED_MARKER,
    });
  });
  it('treats a missing snapshot as all nulls (create and delete)', () => {
    expect(auditChanges(null, { name: 'New' })).toEqual({ name: { before: null, after: 'New' } });
    expect(auditChanges({ name: 'Old' }, null)).toEqual({ name: { before: 'Old', after: null } });
  });
});

describe(passwordProblem.name, () => {
  itGives(passwordProblem, '%p -> %p', [
    [undefined, 'password is required'],
    ['', 'password is required'],
    ['x'.repeat(PASSWORD_RULES.minLength - 1), 'password must be at least 12 characters'],
    ['x'.repeat(PASSWORD_RULES.minLength), null],
    ['x'.repeat(PASSWORD_RULES.maxLength), null],
    ['x'.repeat(PASSWORD_RULES.maxLength + 1), 'password must be at most 200 characters'],
  ]);
});

describe(accountPauseSeconds.name, () => {
  it.each([
    [0, 10, 0],
    [9, 10, 0],
    [10, 10, 2],
    [11, 10, 4],
    [12, 10, 8],
    [14, 10, 32],
    [15, 10, 60],
    [1_000_000, 10, 60],
    [3, 3, 2],
  ])('after %p failures with a limit of %p: %p s', (failures, limit, seconds) => {
    expect(accountPauseSeconds(failures, limit)).toBe(seconds);
  });

  it('bounds guessing at one a minute per account once paused, whatever the number of addresses', () => {
    expect(accountPauseSeconds(Number.MAX_SAFE_INTEGER, 1)).toBe(SIGN_IN_RULES.maxPauseSeconds);
    expect(SIGN_IN_RULES.absoluteHours).toBeGreaterThan(SIGN_IN_RULES.idleHours);
  });
});

describe(adminNameProblem.name, () => {
  itGives(adminNameProblem, '%p -> %p', [
    [undefined, 'Enter a name'],
    ['   ', 'Enter a name'],
    ['Jo', null],
    [` ${'x'.repeat(ADMIN_USER_RULES.nameMaxLength)} `, null],
    ['x'.repeat(ADMIN_USER_RULES.nameMaxLength + 1), 'name must be at most 120 characters'],
  ]);
});

describe(auditedLeadFilter.name, () => {
  itGives(auditedLeadFilter, '%p -> %p', [
    [undefined, '{}'],
    ['{}', '{}'],
    ['{"q":"mary@example.com"}', '{"q":"[text]"}'],
    ['{"q":"Mary Citizen","status":"contacted"}', '{"q":"[text]","status":"contacted"}'],
    ['{"from":"2026-01-01","to":"2026-11-26T23:59:59.999Z","erased":false}', '{"from":"2026-01-01","to":"2026-11-26T23:59:59.999Z","erased":false}'],
    ['{"id":[3,4]}', '{"id":[3,4]}'],
    ['{"providerId":7,"q":{"nested":"0491 570 156"}}', '{"providerId":7,"q":"[text]"}'],
    ['not json 0491 570 156', '[text]'],
    ['["mary@example.com"]', '[text]'],
  ]);
});

describe(retentionCutoff.name, () => {
  it('is that many days before now, or null when leads are kept', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(retentionCutoff(now, 730)?.toISOString()).toBe('2024-11-24T00:00:00.000Z');
    expect(retentionCutoff(now, 0)).toBeNull();
  });
});

describe('provider CSV cells', () => {
  itGives(parseCsvBoolean, 'boolean %p -> %p', [
    ['true', true],
    ['Yes', true],
    ['1', true],
    ['FALSE', false],
    ['no', false],
    ['0', false],
    ['', undefined],
    ['maybe', null],
  ]);
  it('splits and joins lists on semicolons', () => {
    expect(splitCsvList(' Nursing care ;Meals;; ')).toEqual(['Nursing care', 'Meals']);
    expect(joinCsvList(['Nursing care', 'Meals'])).toBe('Nursing care; Meals');
  });
  it('reads list codes by code or label in any case, once each, keeping unknown entries for the API to name', () => {
    expect(csvAttributeCodes(PROVIDER_LANGUAGES, 'EN; greek;en; Klingon')).toEqual(['en', 'el', 'Klingon']);
    expect(csvAttributeCodes(DIVERSE_NEEDS, 'dementia;Veterans and war widows')).toEqual(['dementia', 'veterans']);
    expect(csvAttributeCodes(REGISTRATION_CATEGORIES, '4; 1; 7; Residential care; x')).toEqual([4, 1, 6, 7, 'x']);
    expect(csvAttributeCodes(PROVIDER_LANGUAGES, ' ')).toEqual([]);
  });
  it('reads dates as YYYY-MM-DD, also as a spreadsheet in Australia saves them (D/M/YYYY)', () => {
    expect(csvDate('2025-11-03')).toBe('2025-11-03');
    expect(csvDate('3/11/2025')).toBe('2025-11-03');
    expect(csvDate(' ')).toBeNull();
    expect(csvDate('Nov 3')).toBe('Nov 3');
  });
});
