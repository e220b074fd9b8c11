// Bulk provider data: a 5,000-provider CSV with every column the import reads
// through POST /api/admin/providers/import, first as a dry run, then applied (one transaction), then
// GET /api/admin/providers/export.csv of everything; that export imported again (a dry run that must find
// every row unchanged, and its apply, which must write nothing); and the export with every phone number
// changed (5,000 updates, dry run and apply).
// Env: BENCH_IMPORT_ROWS (5000), BENCH_IMPORT_PORT_BASE (3284; MySQL on the next port), BENCH_MYSQL_DB
// (homeward_bench_import), so a run can sit beside another helper's bench; TMPDIR moves the scratch folder.
import { spawnSync } from 'node:child_process';
import { log } from '../lib/env.mjs';
import { scratchDir, startApi, ensureBuilt } from '../lib/app.mjs';
import { adminLogin, BENCH_ADMIN } from '../lib/admin-client.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const PORT_BASE = Number(process.env.BENCH_IMPORT_PORT_BASE ?? 3284);
const MYSQL_DB = process.env.BENCH_MYSQL_DB ?? 'homeward_bench_import';
const PLACES = [
  ['Sydney', 'NSW', '2000'],
  ['Newcastle', 'NSW', '2300'],
  ['Melbourne', 'VIC', '3000'],
  ['Geelong', 'VIC', '3220'],
  ['Brisbane', 'QLD', '4000'],
  ['Adelaide', 'SA', '5000'],
  ['Perth', 'WA', '6000'],
  ['Hobart', 'TAS', '7000'],
  ['Canberra', 'ACT', '2600'],
  ['Darwin', 'NT', '0800'],
];
// Names of the catalogue's services (api/src/setup/seed/seed-data.ts): an unknown name is a row error.
const SERVICES = ['Nursing care', 'Domestic assistance', 'Personal care', 'Meal preparation'];
const LANGUAGES = ['en', 'el', 'it', 'cmn', 'vi', 'ar'];
const NEEDS = ['dementia', 'cald', 'veterans', 'lgbti'];
const INTAKE = ['yes', 'waitlist', 'no', ''];

export function benchCsv(rows = ROWS, run = Date.now().toString(36)) {
  const lines = [
    'businessName,email,leadEmail,phone,website,address,suburb,state,postcode,rating,reviewCount,isActive,displayPriority,services,serviceAreas,languages,diverseNeeds,acceptingNewClients,acceptingConfirmedAt,registrationCategories',
  ];
  for (let i = 0; i < rows; i++) {
    const [suburb, state, postcode] = PLACES[i % PLACES.length];
    const intake = INTAKE[i % INTAKE.length];
    lines.push(
      [
        `"Bench Import ${run} ${i}"`,
        `bench${i}@import.example`,
        i % 3 === 0 ? `leads${i}@import.example` : '',
        `(02) 5550 ${String(i % 10000).padStart(4, '0')}`,
        `https://bench${i}.example`,
        `"${i} Bench St"`,
        suburb,
        state,
        postcode,
        (1 + (i % 40) / 10).toFixed(1),
        i % 200,
        'true',
        i % 5,
        `"${SERVICES.slice(0, 1 + (i % SERVICES.length)).join('; ')}"`,
        `"${suburb}; ${state}"`,
        `"${LANGUAGES.slice(0, 1 + (i % LANGUAGES.length)).join('; ')}"`,
        `"${NEEDS.slice(0, i % (NEEDS.length + 1)).join('; ')}"`,
        intake,
        intake ? '2026-01-15' : '',
        `"${[1, 4, 5].slice(0, 1 + (i % 3)).join('; ')}"`,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function timed(work) {
  const t0 = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - t0) };
}

async function oneRun({ name, port, env }) {
  const app = await startApi({
    port,
    env: { ...env, NODE_ENV: 'development', DEMO_DATA: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
  });
  try {
    const { cookie } = await adminLogin(app.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const csv = benchCsv();
    const post = (body, apply) =>
      fetch(`${app.url}/api/admin/providers/import${apply ? '?apply=true' : ''}`, {
        method: 'POST',
        headers: { cookie, origin: app.url, 'content-type': 'text/csv' },
        body,
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    log(`import ${name}: ${ROWS} rows, ${(csv.length / 1024 / 1024).toFixed(2)} MB`);
    const dry = await timed(() => post(csv, false));
    log(`import ${name}: dry run ${dry.ms} ms`);
    const applied = await timed(() => post(csv, true));
    log(`import ${name}: apply ${applied.ms} ms`);
    const exported = await timed(() => fetch(`${app.url}/api/admin/providers/export.csv`, { headers: { cookie } }).then((r) => r.text()));
    const exportedRows = exported.value.trim().split('\r\n').length - 1;
    const again = await timed(() => post(exported.value, false));
    const againApplied = await timed(() => post(exported.value, true));
    log(`import ${name}: export ${exported.ms} ms, its re-import ${again.ms} ms (dry run) and ${againApplied.ms} ms (apply)`);
    const renumbered = exported.value.replaceAll('(02) 5550 ', '(02) 5551 ');
    const updateDry = await timed(() => post(renumbered, false));
    const updated = await timed(() => post(renumbered, true));
    log(`import ${name}: every phone changed: ${updateDry.ms} ms (dry run), ${updated.ms} ms (apply)`);
    const problems = [
      dry.value.status === 200 && dry.value.body.toCreate === ROWS ? null : `dry run: ${dry.value.status} ${JSON.stringify(dry.value.body).slice(0, 300)}`,
      applied.value.status === 200 && applied.value.body.applied === true
        ? null
        : `apply: ${applied.value.status} ${JSON.stringify(applied.value.body).slice(0, 300)}`,
      exportedRows === ROWS ? null : `export: ${exportedRows} rows`,
      again.value.status === 200 && again.value.body.unchanged === ROWS
        ? null
        : `re-import dry run: ${again.value.status} unchanged ${again.value.body?.unchanged}`,
      againApplied.value.status === 200 && againApplied.value.body.toUpdate === 0 ? null : `re-import apply: ${againApplied.value.status}`,
      updateDry.value.status === 200 && updateDry.value.body.toUpdate === ROWS
        ? null
        : `update dry run: ${updateDry.value.status} toUpdate ${updateDry.value.body?.toUpdate}`,
      updated.value.status === 200 && updated.value.body.applied === true ? null : `update apply: ${updated.value.status}`,
    ].filter(Boolean);
    if (problems.length) log(`import ${name}: ${problems.join('; ')}`);
    return {
      name,
      rows: ROWS,
      megabytes: Number((csv.length / 1024 / 1024).toFixed(2)),
      dryRunMs: dry.ms,
      applyMs: applied.ms,
      exportMs: exported.ms,
      exportedRows,
      reimportDryRunMs: again.ms,
      reimportApplyMs: againApplied.ms,
      updateDryRunMs: updateDry.ms,
      updateApplyMs: updated.ms,
      pass: problems.length === 0,
      problems,
    };
  } finally {
    await app.stop();
  }
}

/** A fresh database on the server TEST_MYSQL_URL names, with its user and password. */
function freshMysqlDatabase(url) {
  const args = [
    '--protocol=tcp',
    `-h${url.hostname}`,
    `-P${url.port || 3306}`,
    `-u${decodeURIComponent(url.username || 'root')}`,
    '-e',
    `DROP DATABASE IF EXISTS ${MYSQL_DB}; CREATE DATABASE ${MYSQL_DB}`,
  ];
  const r = spawnSync('mysql', args, { env: { ...process.env, ...(url.password ? { MYSQL_PWD: decodeURIComponent(url.password) } : {}) }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`could not create ${MYSQL_DB}: ${r.stderr || r.error}`);
}

export async function runProviderImport() {
  ensureBuilt();
  const runs = [await oneRun({ name: 'SQLite', port: PORT_BASE, env: { DATA_DIR: scratchDir('import-sqlite') } })];
  if (process.env.TEST_MYSQL_URL) {
    const url = new URL(process.env.TEST_MYSQL_URL);
    freshMysqlDatabase(url);
    url.pathname = `/${MYSQL_DB}`;
    runs.push(await oneRun({ name: 'MySQL', port: PORT_BASE + 1, env: { DATA_DIR: scratchDir('import-mysql'), DATABASE_URL: url.toString() } }));
  }
  return { runs };
}
