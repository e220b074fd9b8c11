import { DENSE_TEXT_MATCHES, TextSearch, fts5Query, fulltextQuery, indexedWords, likeCondition } from './text-query.repository.js';
import type { PreparedReader } from '../../database/prepared-reader.js';

describe(indexedWords.name, () => {
  it('keeps the words the MySQL index holds, lower-cased, once each', () => {
    expect(indexedWords('Dementia care, DEMENTIA support')).toEqual(['dementia', 'care', 'support']);
  });

  it('leaves short words, InnoDB stopwords and punctuation to the LIKE', () => {
    expect(indexedWords('St John of the Cross')).toEqual(['john', 'cross']);
    expect(indexedWords('at the')).toEqual([]);
    expect(indexedWords('%_!')).toEqual([]);
    expect(indexedWords('x'.repeat(85))).toEqual([]);
  });

  it('splits on anything that is not a letter or a digit, so no word carries a search operator', () => {
    expect(indexedWords('"care"* -home +nursing (aged) café')).toEqual(['care', 'home', 'nursing', 'aged', 'café']);
  });
});

describe('index queries', () => {
  it('asks for every word as a prefix', () => {
    expect(fulltextQuery(['dement', 'care'])).toBe('+dement* +care*');
    expect(fts5Query(['dement', 'care'])).toBe('"dement"* "care"*');
  });

  it('reads q with the LIKE (substring, any case; MySQL lower-cases the columns)', () => {
    expect(likeCondition('Dement', true)).toEqual({
      where: "(p.businessName LIKE ? ESCAPE '!' OR p.description LIKE ? ESCAPE '!')",
      params: ['%dement%', '%dement%'],
    });
    expect(likeCondition('at', false).where).toBe("(LOWER(p.businessName) LIKE ? ESCAPE '!' OR LOWER(p.description) LIKE ? ESCAPE '!')");
  });
});

describe(TextSearch.name, () => {
  const probing = (dialect: 'sqlite' | 'mysql', ids: number[]) => {
    const calls: Array<{ sql: string; params: readonly unknown[] }> = [];
    const db = { dialect, rows: async (sql: string, params: readonly unknown[]) => (calls.push({ sql, params }), ids.map((id) => ({ id }))) };
    return { text: new TextSearch(db as unknown as PreparedReader), calls };
  };

  it('without an indexable word, uses the LIKE alone and probes nothing', async () => {
    const { text, calls } = probing('sqlite', []);
    expect(await text.condition('at the')).toEqual(likeCondition('at the', true));
    expect(calls).toEqual([]);
  });

  it('a word nobody uses costs the probe and matches nothing', async () => {
    const { text, calls } = probing('mysql', []);
    expect(await text.condition('zzyzx')).toEqual({ where: '0 = 1', params: [] });
    expect(calls).toEqual([{ sql: expect.stringContaining('AGAINST (? IN BOOLEAN MODE) LIMIT ?'), params: ['+zzyzx*', DENSE_TEXT_MATCHES + 1] }]);
  });

  it('rare words: their ids by primary key, and the LIKE', async () => {
    const { text, calls } = probing('sqlite', [7, 3]);
    expect(await text.condition('Dement')).toEqual({
      where: "p.id IN (?, ?) AND (p.businessName LIKE ? ESCAPE '!' OR p.description LIKE ? ESCAPE '!')",
      params: [7, 3, '%dement%', '%dement%'],
    });
    expect(calls[0].params).toEqual(['"dement"*', DENSE_TEXT_MATCHES + 1]);
  });

  it('common words: the LIKE alone, read in relevance order', async () => {
    const { text, calls } = probing(
      'sqlite',
      Array.from({ length: DENSE_TEXT_MATCHES + 1 }, (_, i) => i + 1),
    );
    expect(await text.condition('care')).toEqual(likeCondition('care', true));
    expect(await text.condition('CARE')).toEqual(likeCondition('CARE', true));
    expect(calls).toHaveLength(1); // known to be common: no second probe
  });
});
