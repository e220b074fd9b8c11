import Holidays from 'date-holidays';
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { NULLABLE, addColumns, column, dropAddedColumns, money, varchar, providerTable } from './parts.js';

// Frozen copy of the lead deadline rule as this migration ran (libs/domain contactDeadline, leadClockState and what they
// call; api nationalHolidays), so the migration never changes.
type IsoDate = string;
type HolidayCalendar = (year: number) => ReadonlySet<IsoDate>;

const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};
const STATE_CODES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];
const LEAD_CONTACT_BUSINESS_DAYS = 2;

/** The state whose clock a provider's leads run on; a provider with no known state runs on Sydney's. */
function leadClockState(state: string | null | undefined): string {
  return STATE_CODES.find((code) => code === state) ?? 'NSW';
}

/** Australia's national public holidays (date-holidays, country level), each year worked out once. */
function nationalHolidays(): HolidayCalendar {
  const source = new Holidays('AU');
  const byYear = new Map<number, ReadonlySet<IsoDate>>();
  return (year) => {
    let days = byYear.get(year);
    if (!days) {
      days = new Set(
        source
          .getHolidays(year)
          .filter((h) => h.type === 'public')
          .map((h) => h.date.slice(0, 10)),
      );
      byYear.set(year, days);
    }
    return days;
  };
}

function isBusinessDay(date: IsoDate, holidays: HolidayCalendar): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays(Number(date.slice(0, 4))).has(date);
}

function nextDate(date: IsoDate): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

interface WallClock {
  date: IsoDate;
  /** 'HH:MM:SS.mmm' */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const ms = String(instant.getUTCMilliseconds()).padStart(3, '0');
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}.${ms}` };
}

function offsetMs(instant: Date, timeZone: string): number {
  const { date, time } = wallClock(instant, timeZone);
  return Date.parse(`${date}T${time}Z`) - instant.getTime();
}

function instantAt(clock: WallClock, timeZone: string): Date {
  const asUtc = Date.parse(`${clock.date}T${clock.time}Z`);
  const guess = asUtc - offsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - offsetMs(new Date(guess), timeZone));
}

/**
 * The same time of day on the second business day after arrival, in the state's time zone; a lead that arrived on
 * a weekend or holiday is due at the end of the second business day.
 */
function contactDeadline(arrivedAt: Date, state: string, holidays: HolidayCalendar, businessDays: number = LEAD_CONTACT_BUSINESS_DAYS): Date {
  const zone = STATE_TIME_ZONES[state];
  const arrival = wallClock(arrivedAt, zone);
  let date = arrival.date;
  for (let counted = 0; counted < businessDays;) {
    date = nextDate(date);
    if (isBusinessDay(date, holidays)) counted += 1;
  }
  if (isBusinessDay(arrival.date, holidays)) return instantAt({ date, time: arrival.time }, zone);
  return instantAt({ date: nextDate(date), time: '00:00:00.000' }, zone);
}

/** The value the ProviderLead entity stored for a datetime: a Date on MySQL, 'YYYY-MM-DD HH:MM:SS.mmm' (UTC) text on SQLite. */
function storedDateTime(queryRunner: QueryRunner, instant: Date): Date | string {
  return queryRunner.connection.options.type === 'mysql' ? instant : instant.toISOString().slice(0, 23).replace('T', ' ');
}

const LEAD_COLUMNS = [
  "outcome VARCHAR(16) NOT NULL DEFAULT 'new'",
  'outcomeNote TEXT NULL',
  'outcomeAt DATETIME NULL',
  'firstContactAt DATETIME NULL',
  'contactBy DATETIME NULL',
  'reminderSentAt DATETIME NULL',
];

/**
 * What a signed-in provider does. price_changes keeps every change of a
 * published price (who, admin or provider); moderation_requests holds changes to the business name, website
 * and description until an admin decides; provider_leads gains the provider's outcome and note, when it first
 * acted, the instant it must be contacted by (2 business days, worked out at arrival) and when the one
 * reminder was claimed. Columns by plain ALTER TABLE, as 1764300000000.
 */
export class ProviderPortalWork1765500000000 implements MigrationInterface {
  name = 'ProviderPortalWork1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      providerTable(
        'price_changes',
        [
          column('serviceId', 'int'),
          varchar('serviceName', 200),
          varchar('timeBand', 16),
          money('oldPrice', true),
          money('newPrice', true),
          column('changedAt', 'datetime'),
          varchar('changedByKind', 16),
          column('changedById', 'int', NULLABLE),
          varchar('changedByEmail', 254, NULLABLE),
        ],
        [new TableIndex({ name: 'IDX_price_changes_provider_at', columnNames: ['providerId', 'changedAt'] })],
      ),
    );
    await queryRunner.createTable(
      providerTable(
        'moderation_requests',
        [
          varchar('field', 32),
          column('beforeValue', 'text', NULLABLE),
          column('afterValue', 'text', NULLABLE),
          varchar('status', 16),
          varchar('reason', 500, NULLABLE),
          column('requestedById', 'int', NULLABLE),
          varchar('requestedBy', 254, NULLABLE),
          column('requestedAt', 'datetime'),
          varchar('decidedBy', 254, NULLABLE),
          column('decidedAt', 'datetime', NULLABLE),
        ],
        [
          new TableIndex({ name: 'IDX_moderation_requests_status', columnNames: ['status', 'requestedAt'] }),
          new TableIndex({ name: 'IDX_moderation_requests_provider', columnNames: ['providerId', 'requestedAt'] }),
        ],
      ),
    );
    // The first day the directory stops saying "raised prices more than twice in 12 months" (libs/domain frequentRisesUntil).
    await queryRunner.query('ALTER TABLE providers ADD COLUMN frequentPriceRisesUntil VARCHAR(10) NULL');
    await addColumns(queryRunner, 'provider_leads', LEAD_COLUMNS);
    await queryRunner.createIndex('provider_leads', new TableIndex({ name: 'IDX_provider_leads_due', columnNames: ['outcome', 'contactBy'] }));
    await queryRunner.createIndex('provider_leads', new TableIndex({ name: 'IDX_provider_leads_provider_created', columnNames: ['providerId', 'createdAt'] }));
    await this.backfillContactBy(queryRunner);
  }

  /** Leads stored before this migration get their deadline from the same rule as new ones. */
  private async backfillContactBy(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query(
      'SELECT l.id AS id, l.createdAt AS createdAt, p.state AS state FROM provider_leads l LEFT JOIN providers p ON p.id = l.providerId',
    )) as Array<{ id: number; createdAt: string | Date; state: string | null }>;
    const holidays = nationalHolidays();
    for (const row of rows) {
      const arrived = row.createdAt instanceof Date ? row.createdAt : new Date(`${String(row.createdAt).replace(' ', 'T')}Z`);
      const contactBy = contactDeadline(arrived, leadClockState(row.state), holidays);
      await queryRunner.query('UPDATE provider_leads SET contactBy = ? WHERE id = ?', [storedDateTime(queryRunner, contactBy), row.id]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('provider_leads', 'IDX_provider_leads_provider_created');
    await queryRunner.dropIndex('provider_leads', 'IDX_provider_leads_due');
    await dropAddedColumns(queryRunner, 'provider_leads', LEAD_COLUMNS);
    await queryRunner.query('ALTER TABLE providers DROP COLUMN frequentPriceRisesUntil');
    await queryRunner.dropTable('moderation_requests');
    await queryRunner.dropTable('price_changes');
  }
}
