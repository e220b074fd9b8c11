// The directory at its real size and at ten times it: every search shape, the provider page
// and the plan quote on SQLite and, when TEST_MYSQL_URL is set, on MySQL/MariaDB, search cache off. Organisations
// are generated where the government's list has its offices (api/src/cli/generate-providers.ts), so ten times the
// list is ten times as dense in the same places. Budgets (bench/budgets.json): p99 at 8 connections, and the
// throughput at ten times at least half of that at the real size, each shape, measured in the same run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, log } from '../lib/env.mjs';
import { ensureBuilt, scratchDir, startApi } from '../lib/app.mjs';
import { runLoad } from '../lib/load.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '2400,24000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const PORT_BASE = Number(process.env.BENCH_API_PORT_BASE ?? 3261);
const MYSQL_DB = process.env.BENCH_MYSQL_DB ?? 'homeward_bench_api';
// BENCH_API_DATABASES=mysql (or sqlite) measures one database only; BENCH_API_KINDS=search,quote,compare only those calls.
const DATABASES = (process.env.BENCH_API_DATABASES ?? 'sqlite,mysql').split(',');
const KINDS = process.env.BENCH_API_KINDS?.split(',');

function calls(serviceIds, providerId, compareIds) {
  const six = serviceIds.slice(0, 6);
  return [
    { name: 'search, no filter', kind: 'search', method: 'GET', path: '/api/providers/search' },
    { name: 'search, q', kind: 'search', method: 'GET', path: '/api/providers/search?q=dementia' },
    { name: 'search, q matching nothing', kind: 'search', method: 'GET', path: '/api/providers/search?q=zzyzx%20quokka' },
    { name: 'search, state + service', kind: 'search', method: 'GET', path: `/api/providers/search?state=VIC&services=${six[1]}` },
    { name: 'search, q + state + service', kind: 'search', method: 'GET', path: `/api/providers/search?q=nursing&state=NSW&services=${six[0]}` },
    { name: 'search, near 3000 within 25 km', kind: 'search', method: 'GET', path: '/api/providers/search?near=3000&radiusKm=25&sort=distance' },
    { name: 'search, near 4350 nearest first', kind: 'search', method: 'GET', path: '/api/providers/search?near=4350&sort=distance' },
    { name: 'search, near 3011 by relevance, default radius', kind: 'search', method: 'GET', path: '/api/providers/search?near=3011&radiusKm=auto' },
    {
      name: 'search, near 3000 + languages + need + intake',
      kind: 'search',
      method: 'GET',
      path: '/api/providers/search?near=3000&radiusKm=25&languages=el,it&diverseNeeds=dementia&acceptingNewClients=yes,waitlist',
    },
    { name: 'provider page data', kind: 'search', method: 'GET', path: `/api/providers/${providerId}?near=3000` },
    { name: 'provider page (HTML)', kind: 'search', method: 'GET', path: `/provider-directory/${providerId}` },
    {
      name: 'quote, 3 services near 3000 within 25 km',
      kind: 'quote',
      method: 'POST',
      path: '/api/plans/quote',
      body: {
        classificationId: 4,
        near: '3000',
        radiusKm: 25,
        selectedServices: [serviceIds[0], serviceIds[5], serviceIds[10]].map((id, i) => ({ serviceId: id, perWeek: i + 1 })),
      },
    },
    {
      // The side-by-side comparison of 4 providers (the nearest to 3000) for a 10-service plan.
      name: 'compare, 4 providers, 10-service plan near 3000',
      kind: 'compare',
      method: 'POST',
      path: '/api/providers/compare',
      body: {
        providerIds: compareIds,
        classificationId: 4,
        near: '3000',
        selectedServices: serviceIds.slice(0, 10).map((id, i) => ({ serviceId: id, perWeek: (i % 4) + 1 })),
      },
    },
  ];
}

async function resultCount(baseUrl, c) {
  const res = await fetch(baseUrl + c.path, {
    method: c.method,
    headers: c.body ? { 'content-type': 'application/json' } : {},
    body: c.body ? JSON.stringify(c.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${c.name}: ${res.status} ${text.slice(0, 300)}`);
  if (!(res.headers.get('content-type') ?? '').includes('json')) return null;
  const parsed = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.length : (parsed.quotes?.length ?? parsed.providers?.length ?? parsed.offices?.length ?? null);
}

async function measure(baseUrl, c) {
  const opts = { url: baseUrl + c.path, method: c.method, body: c.body };
  const throughput = await runLoad({ ...opts, connections: 64, durationSec: DURATION });
  const latency = await runLoad({ ...opts, connections: 8, durationSec: DURATION });
  return { rps: throughput.rps, p50: latency.p50, p99: latency.p99, errors: throughput.errors + latency.errors, non2xx: throughput.non2xx + latency.non2xx };
}

/** Fills the database of `env` with `count` generated organisations placed at the official list's offices (replacing any). */
export function generateProviders(env, count) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'api/dist/cli/generate-providers.js'), '--count', String(count)], {
    cwd: ROOT,
    env: { ...process.env, DEMO_DATA: 'false', ...env },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('provider generation failed');
}

async function runSize({ database, env, port, size }) {
  log(`api ${database}: generating ${size} organisations`);
  generateProviders(env, size);
  // The per-instance search cache would answer the load's repeated URL from memory: off, so the figures measure the SQL path.
  const app = await startApi({ port, env: { ...env, DEMO_DATA: 'false', SEARCH_CACHE_SECONDS: '0' } });
  try {
    const services = await (await fetch(`${app.url}/api/services`)).json();
    const nearest = await (await fetch(`${app.url}/api/providers/search?near=3000&sort=distance&limit=4`)).json();
    const list = calls(
      services.map((s) => s.id),
      nearest[0].id,
      nearest.map((p) => p.id),
    ).filter((c) => !KINDS || KINDS.includes(c.kind));
    const rows = [];
    for (const c of list) {
      log(`api ${database} ${size}: ${c.name}`);
      const results = await resultCount(app.url, c);
      rows.push({ name: c.name, kind: c.kind, path: c.path, results, ...(await measure(app.url, c)) });
    }
    return rows;
  } finally {
    await app.stop();
  }
}

async function runDatabase({ database, env, port, budgets }) {
  const bySize = [];
  for (const size of SIZES) bySize.push({ size, calls: await runSize({ database, env, port, size }) });
  const [small, large] = bySize;
  const b = budgets.api;
  const calls = small.calls.map((c, i) => {
    const big = large?.calls[i];
    const growth = big ? Math.round((big.rps / c.rps) * 100) / 100 : null;
    const p99Budget = c.kind === 'quote' ? b.quoteP99MsAt8Connections : c.kind === 'compare' ? b.compareP99MsAt8Connections : b.searchP99MsAt8Connections;
    const clean = [c, big].every((r) => !r || r.errors + r.non2xx === 0);
    const pass = clean && c.p99 < p99Budget && (!big || big.p99 < p99Budget) && (growth === null || growth >= b.minGrowthRatio);
    return { name: c.name, results: c.results, small: c, large: big ?? null, growth, p99Budget, pass };
  });
  return { database, sizes: SIZES, calls };
}

export async function runApi({ budgets }) {
  ensureBuilt();
  const databases = [];
  if (DATABASES.includes('sqlite'))
    databases.push(await runDatabase({ database: 'SQLite', env: { DATA_DIR: scratchDir('api-sqlite') }, port: PORT_BASE, budgets }));
  if (process.env.TEST_MYSQL_URL && DATABASES.includes('mysql')) {
    const url = new URL(process.env.TEST_MYSQL_URL);
    url.pathname = `/${MYSQL_DB}`;
    spawnSync('mysql', ['--protocol=tcp', '-h127.0.0.1', '-uroot', '-e', `DROP DATABASE IF EXISTS ${MYSQL_DB}; CREATE DATABASE ${MYSQL_DB}`]);
    databases.push(
      await runDatabase({
        database: 'MySQL',
        // MySQL deployments run with Redis (README): the "directory changed" event goes through it.
        env: { DATA_DIR: scratchDir('api-mysql'), DATABASE_URL: url.toString(), REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/3' },
        port: PORT_BASE + 1,
        budgets,
      }),
    );
  }
  return { durationSecPerMeasurement: DURATION, databases };
}
