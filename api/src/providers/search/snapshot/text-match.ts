import { likeText } from '../../../common/list-query.js';
import { likeCondition } from '../text-query.js';
import { placeholders } from '../sql.js';
import type { PreparedReader } from '../../../database/prepared-reader.js';
import type { DirectorySnapshot } from './directory-snapshot.js';

/**
 * q's LIKE (text-query.ts likeCondition: q as typed, trimmed, lower-cased by JavaScript (likeText), a substring of the
 * name or the description) worked out on the snapshot, giving the same providers as the database:
 *
 * - SQLite's LIKE folds the case of ASCII letters only and compares every other character as it is, so
 *   lower-casing the ASCII letters of the text and looking for the pattern is its exact rule, for any text.
 * - MySQL/MariaDB compare under the column's collation (utf8mb4_general_ci here: "é" matches "e"), which
 *   has no cheap exact copy. For ASCII on both sides the collation is plain case folding, so the snapshot
 *   decides those; the providers whose text holds anything else are asked of the database, once per q while
 *   the snapshot lasts (SnapshotText.databaseMatches); a q that is not ASCII answers through SQL.
 */
const foldAscii = (text: string): string => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
/** Whether every character of the text is ASCII (null: no text, nothing to match). */
export function isAscii(text: string | null): boolean {
  if (text === null) return true;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** The snapshot's name and description with ASCII letters lower-cased, made on the first q the snapshot answers. */
export class SnapshotText {
  private folded: { names: string[]; descriptions: Array<string | null> } | null = null;
  /** MySQL: per pattern, the providers of snapshot.nonAsciiText the database's LIKE matches. */
  private readonly databaseMatches = new Map<string, ReadonlySet<number>>();
  /** Word-index probes while the snapshot lasts (TextSearch.plan). */
  readonly probes = new Map<string, readonly number[]>();

  constructor(
    private readonly snapshot: DirectorySnapshot,
    private readonly db: PreparedReader,
  ) {}

  /** Whether the snapshot can decide this q on this database (see above). */
  canMatch(q: string): boolean {
    return this.db.dialect === 'sqlite' || isAscii(likeText(q));
  }

  /** A test of a slot against q's LIKE; call canMatch first. */
  async matcher(q: string): Promise<(slot: number) => boolean> {
    const pattern = likeText(q);
    this.folded ??= {
      names: this.snapshot.businessName.map(foldAscii),
      descriptions: this.snapshot.description.map((d) => (d === null ? null : foldAscii(d))),
    };
    const { names, descriptions } = this.folded;
    const local = (slot: number) => names[slot]!.includes(pattern) || (descriptions[slot]?.includes(pattern) ?? false);
    if (this.db.dialect === 'sqlite' || this.snapshot.nonAsciiText.length === 0) return local;
    const asked = await this.askDatabase(q, pattern);
    const nonAscii = new Set(this.snapshot.nonAsciiText);
    return (slot) => (nonAscii.has(slot) ? asked.has(slot) : local(slot));
  }

  private async askDatabase(q: string, pattern: string): Promise<ReadonlySet<number>> {
    const known = this.databaseMatches.get(pattern);
    if (known) return known;
    const like = likeCondition(q, false);
    const slots = this.snapshot.nonAsciiText;
    const ids = slots.map((slot) => this.snapshot.ids[slot]!);
    const matched = new Set<number>();
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows = await this.db.rows(`SELECT p.id FROM providers p WHERE p.id IN (${placeholders(chunk.length)}) AND ${like.where}`, [
        ...chunk,
        ...like.params,
      ]);
      for (const [id] of rows) matched.add(this.snapshot.slotById.get(Number(id))!);
    }
    if (this.databaseMatches.size >= 1000) this.databaseMatches.delete(this.databaseMatches.keys().next().value as string);
    this.databaseMatches.set(pattern, matched);
    return matched;
  }
}
