import { LIKE_ESCAPE, likePattern } from '../../common/list-query.js';
import { placeholders } from './sql.js';
import { SQLITE_TEXT_TABLE } from './text-index.js';
import type { PreparedReader } from '../../database/prepared-reader.js';
import type { SearchFilter } from './filter-query.js';

/**
 * `q`: the name or the description must hold q (a substring, any case: a LIKE). So that a
 * rare or unmatched word costs an index probe rather than a read of every provider, the word index
 * (FULLTEXT in boolean mode on MySQL/MariaDB, FTS5 on SQLite, each word of q a prefix term: "dement"
 * finds "dementia") first lists the providers where every word of q begins a word.
 *
 * Words the MySQL index cannot hold are left to the LIKE alone, on both databases so both answer alike:
 * shorter than innodb_ft_min_token_size (3, MariaDB's default), longer than its maximum (84), or on InnoDB's
 * default stopword list. A q made only of such words ("at", "the", "%") reads in relevance order as before.
 */
export const INDEX_MIN_WORD_LENGTH = 3;
export const INDEX_MAX_WORD_LENGTH = 84;
/** INFORMATION_SCHEMA.INNODB_FT_DEFAULT_STOPWORD (MySQL 8 and MariaDB 10.11). */
export const INNODB_STOPWORDS: ReadonlySet<string> = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(' '),
);

/** The words of q the word index can look up, lower-cased, each once. */
export function indexedWords(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].filter((w) => w.length >= INDEX_MIN_WORD_LENGTH && w.length <= INDEX_MAX_WORD_LENGTH && !INNODB_STOPWORDS.has(w));
}

/** MariaDB boolean mode: every word required, as a prefix (the words hold only letters and digits: no operators). */
export const fulltextQuery = (words: readonly string[]): string => words.map((w) => `+${w}*`).join(' ');

/** FTS5: every word as a quoted prefix term, implicitly ANDed. */
export const fts5Query = (words: readonly string[]): string => words.map((w) => `"${w}"*`).join(' ');

/**
 * Past this many organisations holding q's words, the words are common and the relevance index finds a page
 * sooner than a list of ids would: read in relevance order, the LIKE meets a page of matches within a few
 * thousand rows, and stops there. At the directory's real size (2,400 offices) the old threshold of 1,000 (set for
 * 50,000 providers) sent a common word down the id list: 'dementia' read 400 ids, sorted them, and ran two to
 * four times slower than at ten times the size, where the same word was past the threshold.
 */
export const DENSE_TEXT_MATCHES = 100;

/** The LIKE on name or description (alias p): q as a substring, wildcards escaped, any case. */
export function likeCondition(q: string, sqlite: boolean): SearchFilter {
  // SQLite's LIKE ignores ASCII case already (and its LOWER() knows no more than ASCII); MySQL keeps LOWER()
  // so a database whose default collation is case-sensitive still matches.
  const text = (column: string) => (sqlite ? column : `LOWER(${column})`);
  return {
    where: `(${text('p.businessName')} LIKE ? ${LIKE_ESCAPE} OR ${text('p.description')} LIKE ? ${LIKE_ESCAPE})`,
    params: [likePattern(q), likePattern(q)],
  };
}

/** A provider the word index lists for q's words. */
interface ProbeRow {
  id: number | string;
}

/**
 * The condition for q, decided by one probe of the word index (its ids, at most DENSE_TEXT_MATCHES + 1):
 * - no word the index holds: the LIKE alone, read in relevance order;
 * - rare words (up to DENSE_TEXT_MATCHES providers, none at all included): those ids by primary key,
 *   then the LIKE on them, so an unmatched word costs the probe and nothing more;
 * - common words: the LIKE alone in relevance order, which stops after the page.
 */
export class TextSearch {
  private readonly sqlite: boolean;
  private readonly probeSql: string;
  /**
   * Word sets found common: they skip the probe (one statement again). Only that verdict is kept, never a
   * list of ids: it picks the plan, not the results (the LIKE alone is always right), so it cannot go stale.
   */
  private readonly common = new Set<string>();

  constructor(private readonly db: PreparedReader) {
    this.sqlite = db.dialect === 'sqlite';
    this.probeSql = this.sqlite
      ? `SELECT rowid AS id FROM ${SQLITE_TEXT_TABLE} WHERE ${SQLITE_TEXT_TABLE} MATCH ? LIMIT ?`
      : 'SELECT p.id FROM providers p WHERE MATCH (p.businessName, p.description) AGAINST (? IN BOOLEAN MODE) LIMIT ?';
  }

  async condition(q: string): Promise<SearchFilter> {
    const like = likeCondition(q, this.sqlite);
    const plan = await this.plan(q);
    if (plan === 'like') return like;
    if (plan.length === 0) return { where: '0 = 1', params: [] };
    return { where: `p.id IN (${placeholders(plan.length)}) AND ${like.where}`, params: [...plan, ...like.params] };
  }

  /**
   * What q asks for besides the LIKE: nothing more ('like'), or to be among these providers (the word index's
   * ids, maybe none). The verdict "common" is remembered by this object.
   */
  private async plan(q: string): Promise<'like' | readonly number[]> {
    const words = indexedWords(q);
    if (words.length === 0) return 'like';
    const key = words.join(' ');
    if (this.common.has(key)) return 'like';
    const rows = await this.db.rows<ProbeRow>(this.probeSql, [this.sqlite ? fts5Query(words) : fulltextQuery(words), DENSE_TEXT_MATCHES + 1]);
    if (rows.length > DENSE_TEXT_MATCHES) {
      if (this.common.size >= 10_000) this.common.clear();
      this.common.add(key);
      return 'like';
    }
    return rows.map((row) => Number(row.id));
  }
}
