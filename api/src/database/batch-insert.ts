/** Anything that runs SQL with '?' placeholders: a DataSource, an EntityManager or a QueryRunner. */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** Bound values per statement: well under SQLite's 32,766 and MySQL's 65,535, and packets stay small. */
const MAX_PARAMS = 10_000;

/**
 * Multi-row INSERTs of plain values, in batches. Table and column names are the code's own (never user
 * input) and unquoted camelCase, which SQLite and MySQL read the same way. Booleans must be passed as 1/0
 * (better-sqlite3 binds no booleans). Run it inside a transaction: one commit for all batches.
 */
export async function insertRows(db: Queryable, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const params: unknown[] = [];
    for (const row of batch) {
      if (row.length !== columns.length) throw new Error(`insertRows(${table}): a row has ${row.length} values for ${columns.length} columns`);
      for (const value of row) params.push(value);
    }
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => tuple).join(', ')}`, params);
  }
}
