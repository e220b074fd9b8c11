import { BeforeInsert, BeforeUpdate, Column, type ColumnOptions } from 'typeorm';
import { epochMillis, moneyTransformer } from './transformers.js';

/**
 * The column kinds the entities use, each with the project's convention for it in one place. The migrations
 * create the schema (never synchronize), so each helper must keep describing exactly the column its migration
 * made: `options` passes the rest through (`NULLABLE`, `{ default: 0 }`, `{ unique: true }`).
 */

export const NULLABLE = { nullable: true } as const;

type Options = Omit<ColumnOptions, 'type'>;

/** `varchar(length)`. */
export const VarcharColumn = (length: number, options: Options = {}): PropertyDecorator => Column({ type: 'varchar', length, ...options });

/** Unbounded text. */
export const TextColumn = (options: Options = {}): PropertyDecorator => Column({ type: 'text', ...options });

export const IntColumn = (options: Options = {}): PropertyDecorator => Column({ type: 'int', ...options });

export const FlagColumn = (options: Options = {}): PropertyDecorator => Column({ type: 'boolean', ...options });

export const DateTimeColumn = (options: Options = {}): PropertyDecorator => Column({ type: 'datetime', ...options });

export const DoubleColumn = (options: Options = {}): PropertyDecorator => Column({ type: 'double', ...options });

/** Milliseconds since the epoch (bigint): the same comparisons on SQLite and MySQL, no time-zone conversion. */
export const EpochMillisColumn = (options: Options = {}): PropertyDecorator => Column({ type: 'bigint', transformer: epochMillis, ...options });

/**
 * Dollars and cents as a decimal string with 2 places ('150.00') on either driver: prices are decimal(10,2),
 * the leads' weekly and quarterly totals decimal(12,2).
 */
export const MoneyColumn = (precision: 10 | 12, options: Options = {}): PropertyDecorator =>
  Column({ type: 'decimal', precision, scale: 2, transformer: moneyTransformer, ...options });

/**
 * A row that keeps when it was created and when it last changed (providers, both lead tables): the one place the
 * two stamps are set. The subclass declares the two columns itself, where its migration put them.
 */
export abstract class CreatedAndUpdatedRow {
  abstract createdAt: Date;
  abstract updatedAt: Date;

  @BeforeInsert()
  protected stampInsert(): void {
    this.createdAt = this.createdAt ?? new Date();
    this.updatedAt = this.createdAt;
  }

  @BeforeUpdate()
  protected stampUpdate(): void {
    this.updatedAt = new Date();
  }
}
