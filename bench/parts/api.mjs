// API throughput and latency at directory scale (50,000 generated providers), on SQLite and, when
// TEST_MYSQL_URL is set, on MySQL, against two baselines answering the same bytes: raw node:http (the
// machine's limit) and a bare NestJS 11 app (the stack's limit).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, log } from '../lib/env.mjs';
import { ensureBuilt, scratchDir, startApi } from '../lib/app.mjs';
import { startProcess } from '../lib/processes.mjs';
import { runLoad } from '../lib/load.mjs';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 50_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
// Throughput is measured in rounds, the API and the bare Nest baseline taking turns, and each side's median
// kept: this machine's speed drifts by a fifth or more over minutes, so a baseline measured minutes apart
// from the API (as it once was, once per path for both databases) moved the ratios with it.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
// Ports and the MySQL database can be moved so two benchmarks on one machine do not answer each other.
const PORT_BASE = Number(process.env.BENCH_API_PORT_BASE ?? 3261);
const MYSQL_DB = process.env.BENCH_MYSQL_DB ?? 'homeward_bench_api';
// BENCH_API_DATABASES=mysql (or sqlite) measures one database only; BENCH_API_KINDS=search,quote only those calls
// (kinds: search, quote, other). Both default to everything.
const DATABASES = (process.env.BENCH_API_DATABASES ?? 'sqlite,mysql').split(',');
const KINDS = process.env.BENCH_API_KINDS?.split(',');

function calls(serviceIds) {
  const six = serviceIds.slice(0, 6);
  return [
    { name: 'search, no filter', kind: 'search', method: 'GET', path: '/api/providers/search' },
    { name: 'search, q', kind: 'search', method: 'GET', path: '/api/providers/search?q=dementia' },
    { name: 'search, q matching nothing', kind: 'search', unmatched: true, method: 'GET', path: '/api/providers/search?q=zzyzx%20quokka' },
    { name: 'search, state + service', kind: 'search', method: 'GET', path: `/api/providers/search?state=VIC&services=${six[1]}` },
    { name: 'search, q + state + service', kind: 'search', method: 'GET', path: `/api/providers/search?q=nursing&state=NSW&services=${six[0]}` },
    { name: 'search, near 3000 within 25 km', kind: 'search', method: 'GET', path: '/api/providers/search?near=3000&radiusKm=25&sort=distance' },
    // The plan quote (docs/decisions/025): the near-me search twice (whole plan, any of it) and one batch price read.
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
    // docs/decisions/027: languages (any of), a diverse need and intake, with near-me.
    {
      name: 'search, near 3000 + languages + need + intake',
      kind: 'search',
      method: 'GET',
      path: '/api/providers/search?near=3000&radiusKm=25&languages=el,it&diverseNeeds=dementia&acceptingNewClients=yes,waitlist',
    },
    {
      name: 'calculate, 6 services',
      kind: 'other',
      method: 'POST',
      path: '/api/calculate',
      body: { classificationId: 4, sessionId: 'bench', coPaymentIncome: 900, selectedServices: six.map((id, i) => ({ serviceId: id, hoursPerWeek: i + 1 })) },
    },
    { name: 'classifications', kind: 'other', method: 'GET', path: '/api/classifications' },
    { name: 'services', kind: 'other', method: 'GET', path: '/api/services' },
  ];
}

async function capture(baseUrl, list) {
  const fixtures = [];
  for (const c of list) {
    const res = await fetch(baseUrl + c.path, {
      method: c.method,
      headers: c.body ? { 'content-type': 'application/json' } : {},
      body: c.body ? JSON.stringify(c.body) : undefined,
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${c.name}: ${res.status} ${bytes.toString().slice(0, 300)}`);
    c.responseBytes = bytes.length;
    const parsed = c.kind !== 'other' ? JSON.parse(bytes.toString()) : undefined;
    c.results = parsed === undefined ? undefined : Array.isArray(parsed) ? parsed.length : parsed.quotes.length;
    fixtures.push({ method: c.method, path: c.path, status: res.status, contentType: res.headers.get('content-type'), body: bytes.toString('base64') });
  }
  return fixtures;
}

async function measure(baseUrl, c) {
  const opts = { url: baseUrl + c.path, method: c.method, body: c.body };
  const throughput = await runLoad({ ...opts, connections: 64, durationSec: DURATION });
  const latency = await runLoad({ ...opts, connections: 8, durationSec: DURATION });
  return { rps: throughput.rps, p50: latency.p50, p99: latency.p99, errors: throughput.errors + latency.errors, non2xx: throughput.non2xx + latency.non2xx };
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/**
 * The API and the bare Nest baseline for one call, in the same minutes: throughput in ROUNDS alternating
 * rounds (medians), then the API's latency at 8 connections.
 */
async function measurePair(apiUrl, bareUrl, c) {
  const load = (base, connections, durationSec) => runLoad({ url: base + c.path, method: c.method, body: c.body, connections, durationSec });
  const api = [];
  const bare = [];
  for (let round = 0; round < ROUNDS; round++) {
    api.push(await load(apiUrl, 64, ROUND_SECONDS));
    bare.push(await load(bareUrl, 64, ROUND_SECONDS));
  }
  const throughput = (rounds) => ({
    rps: median(rounds.map((r) => r.rps)),
    roundsRps: rounds.map((r) => r.rps),
    errors: rounds.reduce((total, r) => total + r.errors, 0),
    non2xx: rounds.reduce((total, r) => total + r.non2xx, 0),
  });
  const latency = await load(apiUrl, 8, DURATION);
  const apiThroughput = throughput(api);
  return {
    api: { ...apiThroughput, p50: latency.p50, p99: latency.p99, errors: apiThroughput.errors + latency.errors, non2xx: apiThroughput.non2xx + latency.non2xx },
    bare: throughput(bare),
  };
}

/** Fills the database of `env` with BENCH_PROVIDERS generated providers (replacing any). */
export function generateProviders(env) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'api/dist/cli/generate-providers.js'), '--count', String(PROVIDERS)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('provider generation failed');
}

/** The floors of decision 037: every search shape, the plan quote, the reference reads and the calculator. */
function withinBudget(c, figures, ratioBareNest, b) {
  if (c.kind === 'quote') return ratioBareNest >= b.quoteMinRatioToBareNest && figures.p99 < b.quoteP99MsAt8Connections;
  if (c.kind === 'search')
    return ratioBareNest >= b.searchMinRatioToBareNest && figures.p99 < b.searchP99MsAt8Connections && (!c.unmatched || figures.p50 < b.unmatchedQueryMedianMs);
  return ratioBareNest >= b.referenceAndCalculateMinRatioToBareNest && figures.p99 < b.otherP99MsAt8Connections;
}

async function runDatabase({ database, env, port, baselines, budgets }) {
  log(`api ${database}: generating ${PROVIDERS} providers`);
  generateProviders(env);
  // The API's per-instance search cache (SEARCH_CACHE_SECONDS) would answer autocannon's repeated URL from
  // memory; turn it off so the figures measure the query path that varied real traffic takes.
  const app = await startApi({ port, env: { ...env, DEMO_DATA: 'false', SEARCH_CACHE_SECONDS: '0' } });
  try {
    const services = await (await fetch(`${app.url}/api/services`)).json();
    const list = calls(services.map((s) => s.id)).filter((c) => !KINDS || KINDS.includes(c.kind));
    const fixtures = await capture(app.url, list);
    if (!baselines) baselines = await startBaselines(fixtures);
    const rows = [];
    for (const c of list) {
      log(`api ${database}: ${c.name}`);
      const { api: apiFigures, bare } = await measurePair(app.url, baselines.bareNest, c);
      // The raw node:http figure only places both on the machine's scale: measured once per call.
      const raw = baselines.rawCache.get(c.path) ?? (await measure(baselines.raw, c));
      baselines.rawCache.set(c.path, raw);
      const ratioBareNest = Math.round((apiFigures.rps / bare.rps) * 100) / 100;
      const ratioRaw = Math.round((apiFigures.rps / raw.rps) * 100) / 100;
      const pass = apiFigures.errors + apiFigures.non2xx === 0 && withinBudget(c, apiFigures, ratioBareNest, budgets.api);
      rows.push({
        name: c.name,
        path: c.path,
        responseBytes: c.responseBytes,
        results: c.results,
        api: apiFigures,
        bareNest: bare,
        raw,
        ratioBareNest,
        ratioRaw,
        pass,
      });
    }
    const health = await (await fetch(`${app.url}/api/health`)).json().catch(() => ({}));
    return { result: { database, providers: PROVIDERS, activeProviders: Math.round(PROVIDERS * 0.9), health, calls: rows }, baselines };
  } finally {
    await app.stop();
  }
}

async function startBaselines(fixtures) {
  const file = path.join(scratchDir('api-fixtures'), 'fixtures.json');
  writeFileSync(file, JSON.stringify(fixtures));
  const [rawPort, nestPort] = [PORT_BASE + 10, PORT_BASE + 11];
  const raw = await startProcess(process.execPath, [path.join(ROOT, 'bench/servers/raw-http.mjs'), file, String(rawPort)], {
    healthUrl: `http://127.0.0.1:${rawPort}/health`,
    name: 'raw http',
  });
  const nest = await startProcess(process.execPath, [path.join(ROOT, 'bench/servers/bare-nest.cjs'), file, String(nestPort)], {
    cwd: ROOT,
    env: { NODE_ENV: 'production' },
    healthUrl: `http://127.0.0.1:${nestPort}/health`,
    name: 'bare nest',
  });
  return {
    raw: `http://127.0.0.1:${rawPort}`,
    bareNest: `http://127.0.0.1:${nestPort}`,
    rawCache: new Map(),
    stop: async () => {
      await raw.stop();
      await nest.stop();
    },
  };
}

export async function runApi({ budgets }) {
  ensureBuilt();
  const databases = [];
  let baselines = null;
  try {
    if (DATABASES.includes('sqlite')) {
      const sqlite = await runDatabase({ database: 'SQLite', env: { DATA_DIR: scratchDir('api-sqlite') }, port: PORT_BASE, baselines, budgets });
      databases.push(sqlite.result);
      baselines = sqlite.baselines;
    }
    if (process.env.TEST_MYSQL_URL && DATABASES.includes('mysql')) {
      const url = new URL(process.env.TEST_MYSQL_URL);
      url.pathname = `/${MYSQL_DB}`;
      spawnSync('mysql', ['--protocol=tcp', '-h127.0.0.1', '-uroot', '-e', `DROP DATABASE IF EXISTS ${MYSQL_DB}; CREATE DATABASE ${MYSQL_DB}`]);
      // Baselines answer cached bytes, so the SQLite run's baseline servers answer for both databases.
      const mysql = await runDatabase({
        database: 'MySQL',
        // MySQL deployments run with Redis (README, "Run on MySQL"): the "directory changed" event goes through it.
        env: { DATA_DIR: scratchDir('api-mysql'), DATABASE_URL: url.toString(), REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/3' },
        port: PORT_BASE + 1,
        baselines,
        budgets,
      });
      databases.push(mysql.result);
      baselines = mysql.baselines;
    }
  } finally {
    await baselines?.stop();
  }
  return { durationSecPerMeasurement: DURATION, databases };
}
