import type { Logger as TypeormLogger } from 'typeorm';

/** Where the lines go: console.error by default (as TypeORM's own logger), a list in the tests. */
export type LogLine = (line: string) => void;

/**
 * TypeORM's error logging without the query's values: a failed lead insert must not put a person's name,
 * email or phone into the log. The SQL (placeholders only) and the error's code say what failed; the
 * driver's message is left out too, because a database quotes the offending value in it
 * ("Duplicate entry 'someone@example.com' for key ...").
 */
export class QueryErrorLogger implements TypeormLogger {
  constructor(private readonly write: LogLine = (line) => console.error(line)) {}

  logQueryError(error: string | Error, query: string): void {
    const code = typeof error === 'string' ? 'error' : ((error as { code?: string }).code ?? error.name);
    this.write(`query failed (${code}): ${query}`);
  }

  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.write(`database warning: ${String(message)}`);
  }
}
