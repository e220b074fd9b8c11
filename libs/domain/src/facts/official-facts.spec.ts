import * as domain from '../index.js';
import { formatFactDate } from '../funding/facts.js';
import { isIsoDate } from '../shared/calendar.js';
import { itGives } from '../shared/spec-tables.fixture.js';
import { OFFICIAL_FACTS, dueForReviewHeadline, factsDueForReview, isDueForReview, mayHaveChangedNote, type OfficialFactEntry } from './official-facts.js';
import { OFFICIAL_UPDATES, updatesNewestFirst } from './official-updates.js';

const hasDates = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && 'asOf' in value;

describe('every official fact', () => {
  it.each(OFFICIAL_FACTS.map((f) => [f.id, f] as const))('%s has a source, its address, asOf and a later reviewBy', (_id, entry) => {
    const { fact } = entry;
    expect(fact.source.length).toBeGreaterThan(5);
    expect(fact.sourceUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    expect(isIsoDate(fact.asOf)).toBe(true);
    expect(isIsoDate(fact.reviewBy)).toBe(true);
    expect(fact.reviewBy > fact.asOf).toBe(true);
  });

  it('has one entry per id, and each /updates link names an entry that exists', () => {
    const ids = OFFICIAL_FACTS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    const updateIds = new Set(OFFICIAL_UPDATES.map((u) => u.id));
    for (const f of OFFICIAL_FACTS) if (f.updateId) expect(updateIds).toContain(f.updateId);
  });

  it('lists every dated fact libs/domain exports (so a new one cannot miss its review date)', () => {
    const listed = new Set<unknown>(OFFICIAL_FACTS.map((f) => f.fact));
    const exported: Array<[string, Record<string, unknown>]> = [];
    for (const [name, value] of Object.entries(domain) as Array<[string, unknown]>) {
      if (hasDates(value)) exported.push([name, value]);
      // PROGRAM_FACTS holds one fact per key.
      else if (typeof value === 'object' && value !== null && !Array.isArray(value))
        for (const [key, inner] of Object.entries(value)) if (hasDates(inner)) exported.push([`${name}.${key}`, inner]);
    }
    expect(exported.length).toBeGreaterThan(15);
    for (const [name, value] of exported) expect({ name, listed: listed.has(value) }).toEqual({ name, listed: true });
  });
});

describe('due for review (the date is injected, never today)', () => {
  const entry = (id: string, asOf: string, reviewBy: string): OfficialFactEntry => ({
    id,
    label: id,
    fact: { source: 'Test source', sourceUrl: 'https://example.gov.au/', asOf, reviewBy },
    updateId: null,
  });
  const facts = [entry('budgets', '2025-11-01', '2026-07-01'), entry('cap', '2026-03-20', '2026-09-20'), entry('standards', '2025-11-01', '2027-07-01')];

  it.each([
    ['2026-06-30', []],
    ['2026-07-01', ['budgets']],
    ['2026-09-19', ['budgets']],
    ['2026-09-20', ['budgets', 'cap']],
    ['2027-07-01', ['budgets', 'cap', 'standards']],
  ])('on %s: %p', (on, ids) => expect(factsDueForReview(on, facts).map((f) => f.id)).toEqual(ids));

  it('says "may have changed since" a passed reviewBy, and nothing before it', () => {
    expect(mayHaveChangedNote({ reviewBy: '2026-09-20' }, '2026-09-19')).toBeNull();
    expect(mayHaveChangedNote({ reviewBy: '2026-09-20' }, '2026-11-26')).toBe('May have changed since 20 September 2026');
    expect(isDueForReview({ reviewBy: '2026-09-20' }, '2026-09-20')).toBe(true);
  });

  it('finds the real figures whose dates passed in 2026 (prices since the quarterly summaries, budgets each July, the cap each 20 September)', () => {
    const due = factsDueForReview('2026-11-26').map((f) => f.id);
    expect(due).toEqual(
      expect.arrayContaining(['indicative-prices', 'typical-prices', 'classification-budgets', 'transitioned-hcp-budgets', 'lifetime-contribution-cap']),
    );
    expect(due).not.toContain('contribution-rules');
    expect(factsDueForReview('2026-05-19').map((f) => f.id)).toEqual([]);
    expect(factsDueForReview('2026-06-30').map((f) => f.id)).toEqual(['indicative-prices', 'typical-prices']);
  });

  itGives(dueForReviewHeadline, '%p -> %p', [
    [0, '0 official figures are due for review'],
    [1, '1 official figure is due for review'],
    [4, '4 official figures are due for review'],
  ]);
});

describe('the updates log', () => {
  it('lists newest first, each entry with a date, words and a source', () => {
    const dates = updatesNewestFirst().map((u) => u.effective);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(updatesNewestFirst()[0].id).toBe('personal-care-clinical');
    for (const u of OFFICIAL_UPDATES) {
      expect(isIsoDate(u.effective)).toBe(true);
      expect(u.summary.length).toBeGreaterThan(0);
      expect(u.sourceUrl).toMatch(/^https:\/\//);
      expect(u.id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('states the 2026 figures the reference allows', () => {
    const text = OFFICIAL_UPDATES.map((u) => u.summary.join(' ')).join(' ');
    expect(text).toContain('$137,917.01');
    expect(text).toContain('1 October 2026');
    expect(text).not.toMatch(/twice a year/);
    expect(formatFactDate(OFFICIAL_UPDATES[0].effective)).toBe('1 October 2026');
  });
});
