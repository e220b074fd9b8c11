/**
 * node api/dist/cli/measure-search.js [--runs 200] [--plans] [--statements]
 * Times each directory search shape through DirectorySearch (every query of a request, no HTTP, no
 * result cache) on the
 * configured database (DATA_DIR / DATABASE_URL), and with --plans prints each query's plan (EXPLAIN QUERY
 * PLAN on SQLite, EXPLAIN on MySQL), with --statements each statement's median. The last shape is the bench's
 * plan quote. It measured the word index, the location index and the plan quote; run generate-providers first.
 */
import { parseArgs } from 'node:util';
import { CatalogService } from '../catalog/catalog.service.js';
import { OfficialCalendar } from '../official-facts/official-calendar.js';
import { CatalogRepository } from '../catalog/catalog.repository.js';
import { loadConfig } from '../config/app-config.js';
import { describeDatabase } from '../config/database-config.js';
import { openDatabase } from '../setup/prepare-database.js';
import { PreparedReader, preparedReader } from '../database/prepared-reader.js';
import { LocationRepository } from '../locations/location.repository.js';
import { LocationsService } from '../locations/locations.service.js';
import { PlanQuoteService } from '../pricing/plan-quote.service.js';
import { DirectorySearch } from '../providers/search/directory-search.js';
import { SearchCache } from '../providers/search/search-cache.js';
import type { PlanQuoteDto } from '../pricing/dto/plan-quote.dto.js';
import type { SearchProvidersDto } from '../providers/dto/search-providers.dto.js';

export const SEARCH_SHAPES: ReadonlyArray<{ name: string; query: SearchProvidersDto }> = [
  { name: 'no filter', query: {} },
  { name: 'q=dementia', query: { q: 'dementia' } },
  { name: 'state=VIC + 1 service', query: { state: 'VIC', services: [2] } },
  { name: 'q=nursing + state=NSW + 1 service', query: { q: 'nursing', state: 'NSW', services: [1] } },
  { name: '3 services', query: { services: [1, 6, 11] } },
  { name: 'q matching nothing (worst case)', query: { q: 'no such words' } },
  { name: 'offset=1000', query: { offset: 1000 } },
  { name: 'near=3000 radius 25 sort=distance', query: { near: '3000', radiusKm: 25, sort: 'distance' } },
  { name: 'near=3000 radius 25 (relevance)', query: { near: '3000', radiusKm: 25 } },
  { name: 'near=3000 radius 100 + 1 service', query: { near: '3000', radiusKm: 100, services: [1] } },
  { name: 'near=3000 sort=distance (no radius)', query: { near: '3000', sort: 'distance' } },
  { name: 'near=3000 (relevance, no radius)', query: { near: '3000' } },
  { name: 'near=Alice Springs NT sort=distance (sparse)', query: { near: 'Alice Springs NT', sort: 'distance' } },
  // Attribute filters: common, rare, combined, and with near-me.
  { name: 'languages=el,it', query: { languages: ['el', 'it'] } },
  { name: 'languages=asf (rare)', query: { languages: ['asf'] } },
  { name: 'languages=mt + diverseNeeds=forced-separation (rarest)', query: { languages: ['mt'], diverseNeeds: ['forced-separation'] } },
  { name: 'state=VIC + el + dementia + accepting yes', query: { state: 'VIC', languages: ['el'], diverseNeeds: ['dementia'], acceptingNewClients: ['yes'] } },
  { name: 'near=3000 radius 25 + el + dementia', query: { near: '3000', radiusKm: 25, languages: ['el'], diverseNeeds: ['dementia'] } },
  {
    name: 'near=3000 sort=distance + el + accepting yes,waitlist',
    query: { near: '3000', sort: 'distance', languages: ['el'], acceptingNewClients: ['yes', 'waitlist'] },
  },
];

/** The bench's quote (bench/parts/api.mjs): three services near 3000 within 25 km. */
export const QUOTE_SHAPE: { name: string; body: PlanQuoteDto } = {
  name: 'quote, 3 services near=3000 radius 25',
  body: {
    classificationId: 4,
    near: '3000',
    radiusKm: 25,
    selectedServices: [1, 6, 11].map((serviceId, i) => ({ serviceId, perWeek: i + 1 })),
  } as PlanQuoteDto,
};

interface Captured {
  sql: string;
  params: unknown[];
}

/** A PreparedReader that records every statement it runs. */
function recording(reader: PreparedReader, log: Captured[]): PreparedReader {
  return new (class extends PreparedReader {
    readonly dialect = reader.dialect;
    rows<T extends object>(sql: string, params: readonly unknown[]) {
      log.push({ sql, params: [...params] });
      return reader.rows<T>(sql, params);
    }
  })();
}

/** A PreparedReader that adds each statement's time to `times`, by statement text. */
function timing(reader: PreparedReader, times: Map<string, number[]>): PreparedReader {
  return new (class extends PreparedReader {
    readonly dialect = reader.dialect;
    async rows<T extends object>(sql: string, params: readonly unknown[]) {
      const t = performance.now();
      const rows = await reader.rows<T>(sql, params);
      const list = times.get(sql) ?? [];
      list.push(performance.now() - t);
      times.set(sql, list);
      return rows;
    }
  })();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { runs: { type: 'string' }, plans: { type: 'boolean' }, statements: { type: 'boolean' } },
    strict: true,
  });
  const runs = Number(values.runs ?? 200);
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const dataSource = await openDatabase(config.database, { demoData: config.demoData });
  const sqlite = dataSource.options.type === 'better-sqlite3';
  try {
    const [{ n }] = (await dataSource.query('SELECT COUNT(*) AS n FROM providers')) as Array<{ n: number | string }>;
    process.stdout.write(`${describeDatabase(config.database)}: ${n} providers, ${runs} runs per shape\n\n`);
    const catalog = new CatalogService(new CatalogRepository(dataSource), new OfficialCalendar(config));
    await catalog.onModuleInit();
    const reader = preparedReader(dataSource);
    const searchService = (db: PreparedReader) =>
      new DirectorySearch(db, new LocationsService(new LocationRepository(dataSource)), new SearchCache(0), catalog);
    // Each shape makes its services once and is then called again and again, as the API does (its NearQuery
    // remembers where circles start).
    const shapes: Array<{ name: string; make: (db: PreparedReader) => () => Promise<string> }> = [
      ...SEARCH_SHAPES.map((shape) => ({
        name: shape.name,
        make: (db: PreparedReader) => {
          const service = searchService(db);
          return async () => {
            const page = await service.search(shape.query);
            return `${page.ids.length} results, hasMore ${page.hasMore}`;
          };
        },
      })),
      {
        name: QUOTE_SHAPE.name,
        make: (db: PreparedReader) => {
          const service = new PlanQuoteService(catalog, searchService(db));
          return async () => {
            const page = await service.quote(QUOTE_SHAPE.body);
            return `${(JSON.parse(page.json) as { quotes: unknown[] }).quotes.length} results, hasMore ${page.hasMore}`;
          };
        },
      },
    ];
    for (const shape of shapes) {
      const log: Captured[] = [];
      const first = await shape.make(recording(reader, log))();
      const statementTimes = new Map<string, number[]>();
      const timed = shape.make(values.statements ? timing(reader, statementTimes) : reader);
      for (let i = 0; i < 20; i += 1) await timed();
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const t = performance.now();
        await timed();
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      process.stdout.write(
        `${shape.name.padEnd(46)} median ${percentile(times, 50).toFixed(2).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(2).padStart(6)} ms  ` +
          `${first}, ${log.length} statements\n`,
      );
      for (const [sql, list] of statementTimes) {
        list.sort((a, b) => a - b);
        process.stdout.write(`    median ${percentile(list, 50)!.toFixed(3)} ms  ${list.length} runs  ${sql.replace(/\s+/g, ' ').slice(0, 110)}\n`);
      }
      if (values.plans) {
        for (const q of log.filter((c) => !/FROM locations/.test(c.sql))) {
          const plan = (await dataSource.query(`${sqlite ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'} ${q.sql}`, q.params)) as Array<Record<string, unknown>>;
          process.stdout.write(`    ${q.sql.replace(/\s+/g, ' ').slice(0, 160)}\n`);
          for (const row of plan) {
            process.stdout.write(
              sqlite
                ? `      ${String(row.detail)}\n`
                : `      ${row.select_type} ${row.table} type=${row.type} key=${row.key} rows=${row.rows} ${row.Extra ?? ''}\n`,
            );
          }
        }
        process.stdout.write('\n');
      }
    }
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`measure-search failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  });
}
