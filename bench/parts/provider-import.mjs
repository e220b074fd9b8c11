// Bulk provider data (issue 12): a 5,000-provider CSV through POST /api/admin/providers/import, first as a
// dry run, then applied (one transaction), then GET /api/admin/providers/export.csv of everything.
import { spawnSync } from 'node:child_process';
import { log } from '../lib/env.mjs';
import { scratchDir, startApi, ensureBuilt } from '../lib/app.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const ADMIN = { email: 'bench@homeward.example', password: 'bench-password-123' };
const PLACES = [['Sydney', 'NSW', '2000'], ['Newcastle', 'NSW', '2300'], ['Melbourne', 'VIC', '3000'], ['Geelong', 'VIC', '3220'], ['Brisbane', 'QLD', '4000'], ['Adelaide', 'SA', '5000'], ['Perth', 'WA', '6000'], ['Hobart', 'TAS', '7000'], ['Canberra', 'ACT', '2600'], ['Darwin', 'NT', '0800']];
const SERVICES = ['Nursing care', 'Domestic assistance', 'Personal care', 'Meals'];

export function benchCsv(rows = ROWS, run = Date.now().toString(36)) {
  const lines = ['businessName,email,phone,address,suburb,state,postcode,rating,reviewCount,isActive,displayPriority,services,serviceAreas'];
  for (let i = 0; i < rows; i++) {
    const [suburb, state, postcode] = PLACES[i % PLACES.length];
    lines.push(`"Bench Import ${run} ${i}",bench${i}@import.example,(02) 5550 ${String(i % 10000).padStart(4, '0')},"${i} Bench St",${suburb},${state},${postcode},${(1 + (i % 40) / 10).toFixed(1)},${i % 200},true,${i % 5},"${SERVICES.slice(0, 1 + (i % SERVICES.length)).join('; ')}","${suburb}; ${state}"`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function login(baseUrl) {
  const res = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl }, body: JSON.stringify(ADMIN) });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function timed(work) {
  const t0 = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - t0) };
}

async function oneRun({ name, port, env }) {
  const app = await startApi({ port, env: { ...env, NODE_ENV: 'development', DEMO_DATA: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  try {
    const cookie = await login(app.url);
    const csv = benchCsv();
    const post = (apply) => fetch(`${app.url}/api/admin/providers/import${apply ? '?apply=true' : ''}`, { method: 'POST', headers: { cookie, origin: app.url, 'content-type': 'text/csv' }, body: csv }).then(async (r) => ({ status: r.status, body: await r.json() }));
    log(`import ${name}: ${ROWS} rows, ${(csv.length / 1024 / 1024).toFixed(2)} MB`);
    const dry = await timed(() => post(false));
    const applied = await timed(() => post(true));
    const exported = await timed(() => fetch(`${app.url}/api/admin/providers/export.csv`, { headers: { cookie } }).then((r) => r.text()));
    const exportedRows = exported.value.trim().split('\r\n').length - 1;
    const ok = dry.value.status === 200 && dry.value.body.toCreate === ROWS && applied.value.status === 200 && applied.value.body.applied === true && exportedRows === ROWS;
    return { name, rows: ROWS, megabytes: Number((csv.length / 1024 / 1024).toFixed(2)), dryRunMs: dry.ms, applyMs: applied.ms, exportMs: exported.ms, exportedRows, pass: ok };
  } finally {
    await app.stop();
  }
}

export async function runProviderImport() {
  ensureBuilt();
  const runs = [await oneRun({ name: 'SQLite', port: 3284, env: { DATA_DIR: scratchDir('import-sqlite') } })];
  if (process.env.TEST_MYSQL_URL) {
    const url = new URL(process.env.TEST_MYSQL_URL);
    url.pathname = '/homeward_bench_import';
    spawnSync('mysql', ['--protocol=tcp', '-h127.0.0.1', '-uroot', '-e', 'DROP DATABASE IF EXISTS homeward_bench_import; CREATE DATABASE homeward_bench_import']);
    runs.push(await oneRun({ name: 'MySQL', port: 3285, env: { DATA_DIR: scratchDir('import-mysql'), DATABASE_URL: url.toString() } }));
  }
  return { runs };
}
