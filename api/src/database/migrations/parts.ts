import { Table, TableForeignKey, type MigrationInterface, type QueryRunner, type TableColumnOptions, type TableIndex, type TableOptions } from 'typeorm';

/**
 * Pieces several migrations write out the same way. Migrations are history: each of these must keep producing
 * exactly the SQL the migrations that use it ran when they were written (the shapes are frozen; a new shape is a
 * new helper, never a change to one of these).
 */

export const ID_COLUMN: TableColumnOptions = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };

/** The primary key of a table with one row per service of a provider (provider_services, provider_prices). */
export const PROVIDER_SERVICE_KEY: readonly TableColumnOptions[] = [
  { name: 'providerId', type: 'int', isPrimary: true },
  { name: 'serviceId', type: 'int', isPrimary: true },
];

/** `varchar(name, 254)`, `varchar(name, 254, { isNullable: true })`. */
export const varchar = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});

/** A column of another type: `column('sentAt', 'bigint', NULLABLE)`. */
export const column = (name: string, type: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type, ...extra });

export const NULLABLE = { isNullable: true } as const;

/** A price in dollars and cents. */
export const money = (name: string, isNullable: boolean): TableColumnOptions => ({ name, type: 'decimal', precision: 10, scale: 2, isNullable });

/** `FK_<table>_<name>`: the table's `<column>` refers to `<referenced>.id`, deleted with it. */
export const cascadingKey = (table: string, name: string, columnName: string, referencedTableName: string): TableForeignKey =>
  new TableForeignKey({
    name: `FK_${table}_${name}`,
    columnNames: [columnName],
    referencedTableName,
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

/** `FK_<table>_provider`: the table's providerId, deleted with the provider. */
export const providerKey = (table: string): TableForeignKey => cascadingKey(table, 'provider', 'providerId', 'providers');

/** A table whose first column is ID_COLUMN: `idTable('audit_events', [column('at', 'datetime'), ...], { indices })`. */
export const idTable = (name: string, columns: TableColumnOptions[], more: Omit<TableOptions, 'name' | 'columns'> = {}): Table =>
  new Table({ name, columns: [ID_COLUMN, ...columns], ...more });

/** A table of rows that belong to a provider: ID_COLUMN, providerId (the row is deleted with its provider), then `columns`. */
export const providerTable = (name: string, columns: TableColumnOptions[], indices: TableIndex[]): Table =>
  idTable(name, [column('providerId', 'int'), ...columns], { foreignKeys: [providerKey(name)], indices });

/**
 * Plain ALTER TABLE ... ADD COLUMN, one statement a definition (`'outcomeNote TEXT NULL'`) in the order given:
 * TypeORM's addColumn rebuilds the table on SQLite and loses what it does not model (1763900000000).
 */
export async function addColumns(queryRunner: QueryRunner, table: string, definitions: readonly string[]): Promise<void> {
  for (const definition of definitions) await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN ${definition}`);
}

/** What addColumns added, dropped last first (a definition's first word is the column's name). */
export async function dropAddedColumns(queryRunner: QueryRunner, table: string, definitions: readonly string[]): Promise<void> {
  for (const definition of [...definitions].reverse()) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN ${definition.split(' ')[0]}`);
}

/** Raw DROP INDEX: queryRunner.dropIndex on MySQL looks in a table description cached before a migration's ALTERs. */
export async function dropProviderIndex(queryRunner: QueryRunner, name: string): Promise<void> {
  const onMysql = queryRunner.connection.options.type === 'mysql';
  await queryRunner.query(onMysql ? `DROP INDEX ${name} ON providers` : `DROP INDEX ${name}`);
}

const RELEVANCE = 'isActive, isHighlighted DESC, displayPriority DESC, rating DESC, businessName, id';
export const LOCATION_INDEX_COLUMNS = 'latitude, longitude, isActive, isHighlighted, displayPriority, rating, businessName';

/** The relevance, state and location indexes of the directory (1763900000000), rebuilt with `tail` after their own columns. */
export async function rebuildDirectoryIndexes(queryRunner: QueryRunner, tail: string): Promise<void> {
  for (const name of ['IDX_providers_relevance', 'IDX_providers_state_relevance', 'IDX_providers_location']) await dropProviderIndex(queryRunner, name);
  await queryRunner.query(`CREATE INDEX IDX_providers_relevance ON providers (${RELEVANCE}${tail})`);
  await queryRunner.query(`CREATE INDEX IDX_providers_state_relevance ON providers (state, ${RELEVANCE}${tail})`);
  await queryRunner.query(`CREATE INDEX IDX_providers_location ON providers (${LOCATION_INDEX_COLUMNS}${tail})`);
}

/** The location index alone, on `columns` (1764800000000 on). */
export async function rebuildLocationIndex(queryRunner: QueryRunner, columns: string): Promise<void> {
  await dropProviderIndex(queryRunner, 'IDX_providers_location');
  await queryRunner.query(`CREATE INDEX IDX_providers_location ON providers (${columns})`);
}

/** A migration that only adds columns to one table (and drops them on the way down). */
export abstract class AddColumnsMigration implements MigrationInterface {
  protected abstract readonly table: string;
  /** `'name TYPE ...'`, as ALTER TABLE ... ADD COLUMN takes it. */
  protected abstract readonly columns: readonly string[];

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, this.table, this.columns);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropAddedColumns(queryRunner, this.table, this.columns);
  }
}
