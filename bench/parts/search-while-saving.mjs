// Directory search p99 at 8 connections while a provider saves its price list
// once a second. The save is the admin's PUT /api/admin/providers/:id with `prices` (ProviderWriter, the path a
// partner's save takes too): a transaction, the provider's card refreshed, one "directory changed" event. Each
// shape is measured quiet, then again with the saves running, on 50,000 generated providers (BENCH_PROVIDERS),
// on SQLite and, with TEST_MYSQL_URL, on MySQL with Redis. The search cache is off (as in the api part), so every
// search reads the database while the saves write it.
// Env: BENCH_SAVING_PORT (3296), BENCH_SAVING_SECONDS (10), BENCH_SAVING_MYSQL_DB (homeward_bench_saving).
import { spawnSync } from 'node:child_process';
import { log } from '../lib/env.mjs';
import { ensureBuilt, scratchDir, startApi } from '../lib/app.mjs';
import { runLoad } from '../lib/load.mjs';
import { adminLogin } from '../lib/admin-client.mjs';
import { generateProviders } from './api.mjs';

const PORT = Number(process.env.BENCH_SAVING_PORT ?? 3296);
const SECONDS = Number(process.env.BENCH_SAVING_SECONDS ?? 10);
const MYSQL_DB = process.env.BENCH_SAVING_MYSQL_DB ?? 'homeward_bench_saving';
const ADMIN = { email: 'bench@homeward.example', password: 'bench-password-123' };

/** The first provider that offers a service, and a price list for its services at `dollars` an hour. */
async function savingProvider(baseUrl, cookie) {
  const res = await fetch(`${baseUrl}/api/admin/providers?range=${encodeURIComponent('[0,9]')}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`provider list: ${res.status}`);
  const provider = (await res.json()).find((p) => p.servicesOffered.length > 0);
  if (!provider) throw new Error('no generated provider offers a service');
  const prices = (dollars) => provider.servicesOffered.map((serviceId) => ({ serviceId, standard: dollars.toFixed(2), saturday: (dollars * 1.5).toFixed(2) }));
  return { id: provider.id, prices };
}

/** Saves the price list once a second (alternating two prices, so every save changes it) until stopped. */
function saveEverySecond(baseUrl, cookie, provider) {
  const timings = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/admin/providers/${provider.id}`, {
        method: 'PUT',
        headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ prices: provider.prices(i % 2 === 0 ? 71.5 : 72.25) }),
      });
      await res.arrayBuffer();
      if (!res.ok) failures++;
      const ms = performance.now() - started;
      timings.push(Math.round(ms));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - ms)));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = [...timings].sort((a, b) => a - b);
    return { saves: timings.length, failures, saveP50Ms: sorted[sorted.length >> 1] ?? null, saveMaxMs: sorted.at(-1) ?? null };
  };
}

const SHAPES = [
  { name: 'search, state + service', path: (services) => `/api/providers/search?state=VIC&services=${services[1]}` },
  { name: 'search, near 3000 within 25 km', path: () => '/api/providers/search?near=3000&radiusKm=25&sort=distance' },
];

async function runDatabase(database, env, port, budgets) {
  log(`search-while-saving ${database}: generating providers`);
  generateProviders(env, Number(process.env.BENCH_PROVIDERS ?? 24_000));
  const app = await startApi({
    port,
    env: { ...env, NODE_ENV: 'development', DEMO_DATA: 'false', SEARCH_CACHE_SECONDS: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  try {
    const { cookie } = await adminLogin(app.url, ADMIN.email, ADMIN.password);
    const provider = await savingProvider(app.url, cookie);
    const services = (await (await fetch(`${app.url}/api/services`)).json()).map((s) => s.id);
    const rows = [];
    for (const shape of SHAPES) {
      const url = app.url + shape.path(services);
      log(`search-while-saving ${database}: ${shape.name}`);
      const quiet = await runLoad({ url, connections: 8, durationSec: SECONDS });
      const stopSaving = saveEverySecond(app.url, cookie, provider);
      const saving = await runLoad({ url, connections: 8, durationSec: SECONDS });
      const saves = await stopSaving();
      const clean = quiet.errors + quiet.non2xx + saving.errors + saving.non2xx === 0 && saves.failures === 0;
      rows.push({ name: shape.name, quiet, saving, ...saves, pass: clean && saving.p99 < budgets.api.searchWhileSavingP99MsAt8Connections });
    }
    return { database, rows };
  } finally {
    await app.stop();
  }
}

export async function runSearchWhileSaving({ budgets }) {
  ensureBuilt();
  const databases = [await runDatabase('SQLite', { DATA_DIR: scratchDir('saving-sqlite') }, PORT, budgets)];
  if (process.env.TEST_MYSQL_URL) {
    const url = new URL(process.env.TEST_MYSQL_URL);
    url.pathname = `/${MYSQL_DB}`;
    spawnSync('mysql', ['--protocol=tcp', '-h127.0.0.1', '-uroot', '-e', `DROP DATABASE IF EXISTS ${MYSQL_DB}; CREATE DATABASE ${MYSQL_DB}`]);
    const env = { DATA_DIR: scratchDir('saving-mysql'), DATABASE_URL: url.toString(), REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/3' };
    databases.push(await runDatabase('MySQL', env, PORT + 1, budgets));
  }
  return { loadSeconds: SECONDS, p99BudgetMs: budgets.api.searchWhileSavingP99MsAt8Connections, databases };
}

/** The part's table for bench/results/latest.md. */
export function renderSearchWhileSaving(part, table, yes) {
  if (!part?.databases) return part?.error ? ['## Search while a provider saves its prices', '', '```', part.error.slice(0, 800), '```', ''] : [];
  const rows = part.databases.flatMap((d) =>
    d.rows.map((r) => [d.database, r.name, r.quiet.p50, r.quiet.p99, r.saving.p50, r.saving.p99, r.saves, r.saveP50Ms, r.saveMaxMs, yes(r.pass)]),
  );
  return [
    `## Search while a provider saves its price list once a second (8 connections, ${part.loadSeconds} s each; budget p99 under ${part.p99BudgetMs} ms)`,
    '',
    table(['database', 'search', 'quiet p50 ms', 'quiet p99 ms', 'saving p50 ms', 'saving p99 ms', 'saves', 'save p50 ms', 'save max ms', 'check'], rows),
    '',
  ];
}
