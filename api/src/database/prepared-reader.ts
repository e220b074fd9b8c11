import type { DataSource } from 'typeorm';

/** A result row as an array: the columns in the order of the select list. */
export type Row = readonly unknown[];

/** better-sqlite3's connection and statements, as far as they are used here. */
interface SqliteStatement {
  raw(toggle: boolean): SqliteStatement;
  all(...params: unknown[]): unknown[][];
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}
/** mysql2's callback pool, as far as it is used here. */
interface MysqlPool {
  execute(options: { sql: string; rowsAsArray: boolean }, values: unknown[], callback: (error: Error | null, rows: unknown) => void): void;
}

/** The error TypeORM itself raises for a query on a closed DataSource (isDatabaseUnavailable knows its name). */
class NotConnectedError extends Error {
  override readonly name = 'CannotExecuteNotConnectedError';
  constructor() {
    super('The database connection is not established');
  }
}

/**
 * Read-only SELECTs for a hot path, prepared once per SQL text on the driver's own connection: better-sqlite3
 * statements kept by the SQL (a bounded map), mysql2's execute() (server-side prepared statements, which
 * mysql2 keeps per pooled connection). Rows come back as arrays. It skips TypeORM's per-query work (query
 * runner, logger, broadcaster events, result wrapping: docs/decisions/021); errors are the drivers' own,
 * which AllExceptionsFilter maps as before (an unreachable database is a 503).
 */
export abstract class PreparedReader {
  abstract readonly dialect: 'sqlite' | 'mysql';
  abstract rows(sql: string, params: readonly unknown[]): Promise<Row[]>;
}

class SqliteReader extends PreparedReader {
  readonly dialect = 'sqlite';
  private readonly statements = new Map<string, { connection: SqliteConnection; statement: SqliteStatement }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly maxStatements: number,
  ) {
    super();
  }

  rows(sql: string, params: readonly unknown[]): Promise<Row[]> {
    try {
      if (!this.dataSource.isInitialized) throw new NotConnectedError();
      const connection = (this.dataSource.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection;
      let cached = this.statements.get(sql);
      if (cached === undefined || cached.connection !== connection) {
        cached = { connection, statement: connection.prepare(sql).raw(true) };
        if (this.statements.size >= this.maxStatements) this.statements.delete(this.statements.keys().next().value as string);
        this.statements.set(sql, cached);
      }
      return Promise.resolve(cached.statement.all(...params));
    } catch (error) {
      return Promise.reject(error);
    }
  }
}

class MysqlReader extends PreparedReader {
  readonly dialect = 'mysql';

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  rows(sql: string, params: readonly unknown[]): Promise<Row[]> {
    return new Promise((resolve, reject) => {
      const pool = (this.dataSource.driver as unknown as { pool?: MysqlPool }).pool;
      if (!this.dataSource.isInitialized || pool === undefined) return reject(new NotConnectedError());
      pool.execute({ sql, rowsAsArray: true }, [...params], (error, rows) => (error ? reject(error) : resolve(rows as Row[])));
    });
  }
}

export function preparedReader(dataSource: DataSource, options: { maxStatements?: number } = {}): PreparedReader {
  return dataSource.options.type === 'better-sqlite3' ? new SqliteReader(dataSource, options.maxStatements ?? 500) : new MysqlReader(dataSource);
}
