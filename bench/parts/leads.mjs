// Lead intake without loss: 10,000 submissions at 100 concurrent; every 201 must be a row in the database,
// and every non-201 must be a status a client can retry. Then the same on MySQL while the MySQL server is
// restarted mid-run: every 201 is stored, and the API serves again without being restarted itself.
import { spawnSync } from 'node:child_process';
import { benchLeadBody } from '../lib/lead-body.mjs';
import { log, sleep } from '../lib/env.mjs';
import { scratchDir, startApi, ensureBuilt } from '../lib/app.mjs';
import { adminLogin, BENCH_ADMIN } from '../lib/admin-client.mjs';

const TOTAL = Number(process.env.BENCH_LEADS ?? 10_000);
const CONCURRENCY = 100;
const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);

const leadBody = (i) => benchLeadBody(i, { sessionPrefix: 'bench', providerId: 1 });

/** Sends TOTAL leads with CONCURRENCY in flight; `during(progress)` runs alongside (for the restart). */
async function submitAll(baseUrl, during) {
  let next = 0;
  const counts = { created: 0, retryable: 0, other: 0, network: 0, statuses: {} };
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      try {
        const res = await fetch(`${baseUrl}/api/leads/provider`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(leadBody(i)),
        });
        await res.arrayBuffer();
        counts.statuses[res.status] = (counts.statuses[res.status] ?? 0) + 1;
        if (res.status === 201) counts.created++;
        else if (RETRYABLE.has(res.status)) counts.retryable++;
        else counts.other++;
      } catch {
        // A refused or reset connection is also something the client sees and can retry.
        counts.network++;
        counts.retryable++;
      }
    }
  };
  const sideTask = during ? during(() => next) : Promise.resolve();
  await Promise.all([...Array.from({ length: CONCURRENCY }, worker), sideTask]);
  return counts;
}

function mysqlPing() {
  return spawnSync('mysqladmin', ['--protocol=tcp', '-h127.0.0.1', '-uroot', 'ping'], { stdio: 'ignore' }).status === 0;
}

async function restartMysql() {
  spawnSync('pkill', ['-TERM', '-x', 'mariadbd']);
  for (let i = 0; i < 60 && mysqlPing(); i++) await sleep(250);
  await sleep(1000);
  spawnSync('start-stop-daemon', ['--start', '--oknodo', '--background', '--exec', '/usr/sbin/mariadbd']);
  for (let i = 0; i < 120 && !mysqlPing(); i++) await sleep(250);
}

async function servesAgain(baseUrl) {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${baseUrl}/api/leads/provider`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(leadBody(TOTAL + 1 + i)),
    }).catch(() => null);
    if (res?.status === 201) return true;
    await sleep(500);
  }
  return false;
}

async function oneRun({ name, port, env, restart }) {
  // Development mode: production cookies are Secure, and this run talks plain http on loopback.
  const app = await startApi({
    port,
    env: {
      ...env,
      NODE_ENV: 'development',
      DEMO_DATA: 'true',
      LEAD_RATE_LIMIT: '1000000',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
  });
  try {
    const admin = await adminLogin(app.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const before = await admin.count('leads/provider');
    log(`leads ${name}: sending ${TOTAL} at ${CONCURRENCY} concurrent`);
    const counts = await submitAll(
      app.url,
      restart
        ? async (progress) => {
            while (progress() < TOTAL / 3) await sleep(50);
            log('leads: restarting MariaDB mid-run');
            await restartMysql();
            log('leads: MariaDB is back');
          }
        : null,
    );
    const servesAfter = await servesAgain(app.url);
    const rows = (await admin.count('leads/provider')) - before - (servesAfter ? 1 : 0);
    // Rows may exceed 201s only if a lead was stored but its 201 never reached the client (a retry could
    // then duplicate it); rows below 201s is a lost lead.
    const lost = Math.max(0, counts.created - rows);
    return {
      name,
      sent: TOTAL,
      created: counts.created,
      rows,
      lost,
      retryable: counts.retryable,
      other: counts.other,
      statuses: counts.statuses,
      servesAfter,
      pass: lost === 0 && counts.other === 0 && servesAfter,
    };
  } finally {
    await app.stop();
  }
}

export async function runLeads() {
  ensureBuilt();
  const runs = [await oneRun({ name: 'SQLite', port: 3281, env: { DATA_DIR: scratchDir('leads-sqlite') } })];
  if (process.env.TEST_MYSQL_URL) {
    const url = new URL(process.env.TEST_MYSQL_URL);
    url.pathname = '/homeward_bench_leads';
    spawnSync('mysql', ['--protocol=tcp', '-h127.0.0.1', '-uroot', '-e', 'DROP DATABASE IF EXISTS homeward_bench_leads; CREATE DATABASE homeward_bench_leads']);
    const env = { DATA_DIR: scratchDir('leads-mysql'), DATABASE_URL: url.toString() };
    runs.push(await oneRun({ name: 'MySQL', port: 3282, env }));
    runs.push(await oneRun({ name: 'MySQL, server restarted mid-run', port: 3283, env, restart: true }));
  }
  return { runs };
}
