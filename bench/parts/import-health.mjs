// A health check sent while a large provider CSV import runs.
// Two 5 MB files go to POST /api/admin/providers/import (dry run): 240,000 short rows (past the row cap: refused
// as soon as the parser gets there) and 16,000 full rows (under the cap: every row checked). While each is being
// read and checked, GET /api/health is sent every 50 ms; its slowest answer must stay under
// budgets.importHealth.maxHealthMs (200 ms). Before the fix the first file held a health check for 6.5 s.
// Env: BENCH_IMPORT_HEALTH_PORT (3288).
import { log } from '../lib/env.mjs';
import { scratchDir, startApi, ensureBuilt } from '../lib/app.mjs';
import { adminLogin, BENCH_ADMIN } from '../lib/admin-client.mjs';
import { benchCsv } from './provider-import.mjs';

const PORT = Number(process.env.BENCH_IMPORT_HEALTH_PORT ?? 3288);
const LIMIT_BYTES = 5 * 1024 * 1024;

/** Short rows up to just under 5 MB (about 240,000 of them), with only the columns a file must have. */
async function manyShortRows() {
  // The domain library is built by ensureBuilt(), so it is imported only once that has run.
  const { PROVIDER_CSV_REQUIRED } = await import('@homeward/domain');
  const lines = [PROVIDER_CSV_REQUIRED.join(',')];
  let bytes = lines[0].length + 2;
  for (let i = 0; ; i++) {
    // One short value per required column, in that order.
    const line = `C${i},e@x.au,02,1 A,Sy,NSW,2000`;
    if (bytes + line.length + 2 > LIMIT_BYTES - 1024) break;
    lines.push(line);
    bytes += line.length + 2;
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Full rows (every column the import reads) up to just under 5 MB, within the row cap. */
function fullRows() {
  let rows = 16_000;
  let csv = benchCsv(rows);
  while (csv.length > LIMIT_BYTES - 1024) csv = benchCsv((rows -= 500));
  return { csv, rows };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null);

/** Sends the file and, until it is answered, a health check every 50 ms (one at a time). */
async function healthDuring(baseUrl, cookie, name, csv, rows) {
  const t0 = performance.now();
  let done = false;
  const importing = fetch(`${baseUrl}/api/admin/providers/import`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'text/csv' },
    body: csv,
  })
    .then(async (r) => ({ status: r.status, body: await r.json() }))
    .finally(() => (done = true));
  const latencies = [];
  let slowestAtMs = null;
  while (!done) {
    await new Promise((r) => setTimeout(r, 50));
    if (done) break;
    const h0 = performance.now();
    const res = await fetch(`${baseUrl}/api/health`);
    await res.arrayBuffer();
    const ms = Math.round(performance.now() - h0);
    if (ms > Math.max(0, ...latencies)) slowestAtMs = Math.round(h0 - t0);
    latencies.push(ms);
  }
  const result = await importing;
  const importMs = Math.round(performance.now() - t0);
  const sorted = [...latencies].sort((a, b) => a - b);
  const figures = {
    name,
    rows,
    megabytes: Number((csv.length / 1024 / 1024).toFixed(2)),
    importStatus: result.status,
    importMessage: typeof result.body?.message === 'string' ? result.body.message : null,
    importMs,
    healthChecks: latencies.length,
    healthP50Ms: percentile(sorted, 50),
    healthMaxMs: sorted.at(-1) ?? null,
    // When the slowest check was sent, from the start of the import: which stage held it up.
    healthSlowestAtMs: slowestAtMs,
  };
  log(
    `import-health ${name}: import ${result.status} in ${importMs} ms; ${latencies.length} health checks, p50 ${figures.healthP50Ms} ms, max ${figures.healthMaxMs} ms (sent ${figures.healthSlowestAtMs} ms into the import)`,
  );
  return figures;
}

export async function runImportHealth({ budgets }) {
  ensureBuilt();
  const maxHealthMs = budgets.importHealth?.maxHealthMs ?? 200;
  const app = await startApi({
    port: PORT,
    env: {
      NODE_ENV: 'development',
      DEMO_DATA: 'false',
      DATA_DIR: scratchDir('import-health'),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
  });
  try {
    const { cookie } = await adminLogin(app.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const short = await manyShortRows();
    const full = fullRows();
    const runs = [
      await healthDuring(app.url, cookie, 'past the row cap', short, short.split('\r\n').length - 2),
      await healthDuring(app.url, cookie, 'within the row cap', full.csv, full.rows),
    ];
    for (const run of runs) run.pass = run.healthMaxMs !== null && run.healthMaxMs < maxHealthMs;
    return { maxHealthMs, runs };
  } finally {
    await app.stop();
  }
}
