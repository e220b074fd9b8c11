import type { DataSource } from 'typeorm';

/** better-sqlite3's connection and statements, as far as they are used here. */
interface SqliteStatement {
  all(...params: unknown[]): unknown[];
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}
/** mysql2's callback pool, as far as it is used here. */
interface MysqlPool {
  execute(sql: string, values: unknown[], callback: (error: Error | null, rows: unknown) => void): void;
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
 * mysql2 keeps per pooled connection). It skips TypeORM's per-query work (query runner, logger, broadcaster
 * events, result wrapping); errors are the drivers' own, which AllExceptionsFilter maps
 * as before (an unreachable database is a 503).
 *
 * Rows are records keyed by the select list's column names (give every column a name of its own: a repeated
 * name keeps one value). `T` is the statement's row type, declared beside its SQL.
 */
export abstract class PreparedReader {
  abstract readonly dialect: 'sqlite' | 'mysql';
  abstract rows<T extends object>(sql: string, params: readonly unknown[]): Promise<T[]>;
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

  rows<T extends object>(sql: string, params: readonly unknown[]): Promise<T[]> {
    try {
      if (!this.dataSource.isInitialized) throw new NotConnectedError();
      const connection = (this.dataSource.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection;
      let cached = this.statements.get(sql);
      if (cached === undefined || cached.connection !== connection) {
        cached = { connection, statement: connection.prepare(sql) };
        if (this.statements.size >= this.maxStatements) this.statements.delete(this.statements.keys().next().value as string);
        this.statements.set(sql, cached);
      }
      return Promise.resolve(cached.statement.all(...params) as T[]);
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

  rows<T extends object>(sql: string, params: readonly unknown[]): Promise<T[]> {
    return new Promise((resolve, reject) => {
      const pool = (this.dataSource.driver as unknown as { pool?: MysqlPool }).pool;
      if (!this.dataSource.isInitialized || pool === undefined) return reject(new NotConnectedError());
      pool.execute(sql, [...params], (error, rows) => (error ? reject(error) : resolve(rows as T[])));
    });
  }
}

export function preparedReader(dataSource: DataSource, options: { maxStatements?: number } = {}): PreparedReader {
  return dataSource.options.type === 'better-sqlite3' ? new SqliteReader(dataSource, options.maxStatements ?? 500) : new MysqlReader(dataSource);
}
