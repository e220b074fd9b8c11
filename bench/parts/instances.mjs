// Two API instances over one MySQL database and one Redis: search and lead intake through both at
// once, every 201 stored, and the login limit shared (failed logins spread over both stop at the limit).
// Needs TEST_MYSQL_URL; Redis from BENCH_REDIS_URL (default redis://127.0.0.1:6379/3).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, log } from '../lib/env.mjs';
import { ensureBuilt, scratchDir, startApi } from '../lib/app.mjs';
import { adminLogin, BENCH_ADMIN } from '../lib/admin-client.mjs';
import { runLoad } from '../lib/load.mjs';
import { freePort } from '../../tools/run/product.mjs';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 50_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const LEADS = Number(process.env.BENCH_INSTANCE_LEADS ?? 2_000);
const LOGIN_LIMIT = 5;
const SEARCHES = [
  { name: 'search, q', path: '/api/providers/search?q=dementia' },
  { name: 'search, q matching nothing', path: '/api/providers/search?q=zzyzx%20quokka' },
  { name: 'search, near 3000 within 25 km', path: '/api/providers/search?near=3000&radiusKm=25&sort=distance' },
];

const lead = (i) => ({
  sessionId: `bench-two-${i}`,
  hasReferralId: false,
  referralId: null,
  serviceLevel: 'Level 3 - Low to Medium support',
  name: `Two Instances ${i}`,
  phone: '0400 000 000',
  email: `two${i}@example.com`,
  postcode: '3000',
  selfManagement: false,
  providerId: 1,
  providerName: 'Bench provider',
});

async function sendLeads(urls) {
  let next = 0;
  const counts = { created: 0, other: 0 };
  const worker = async () => {
    while (next < LEADS) {
      const i = next++;
      const res = await fetch(`${urls[i % urls.length]}/api/leads/provider`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead(i)),
      }).catch(() => null);
      await res?.arrayBuffer();
      if (res?.status === 201) counts.created++;
      else counts.other++;
    }
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: 50 }, worker));
  return { ...counts, perSecond: Math.round((LEADS / (Date.now() - t0)) * 1000) };
}

async function loginLimitShared(a, b) {
  const statuses = [];
  for (let i = 0; i <= LOGIN_LIMIT; i++) {
    const res = await fetch(`${(i % 2 === 0 ? a : b).url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@homeward.example', password: `guess-${i}` }),
    });
    statuses.push(res.status);
  }
  // LOGIN_LIMIT failures answered 401 across both, then the next one 429 wherever it lands.
  return { statuses, shared: statuses.slice(0, LOGIN_LIMIT).every((s) => s === 401) && statuses[LOGIN_LIMIT] === 429 };
}

export async function runInstances() {
  if (!process.env.TEST_MYSQL_URL) return { skipped: 'TEST_MYSQL_URL is not set' };
  ensureBuilt();
  const url = new URL(process.env.TEST_MYSQL_URL);
  url.pathname = '/homeward_bench_instances';
  spawnSync('mysql', [
    '--protocol=tcp',
    '-h127.0.0.1',
    '-uroot',
    '-e',
    'DROP DATABASE IF EXISTS homeward_bench_instances; CREATE DATABASE homeward_bench_instances',
  ]);
  const env = {
    DATA_DIR: scratchDir('instances'),
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/3',
    REDIS_KEY_PREFIX: `hw-bench-${Date.now()}:`,
    NODE_ENV: 'development',
    DEMO_DATA: 'true',
    LEAD_RATE_LIMIT: '1000000',
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
  log(`instances: generating ${PROVIDERS} providers`);
  const r = spawnSync(process.execPath, [path.join(ROOT, 'api/dist/cli/generate-providers.js'), '--count', String(PROVIDERS)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('provider generation failed');
  const a = await startApi({ port: await freePort(), env, name: 'api A' });
  const b = await startApi({ port: await freePort(), env, name: 'api B' });
  try {
    const searches = [];
    for (const s of SEARCHES) {
      log(`instances: ${s.name} through both`);
      const [onA, onB] = await Promise.all([a, b].map((i) => runLoad({ url: i.url + s.path, connections: 32, durationSec: DURATION })));
      searches.push({ name: s.name, rps: onA.rps + onB.rps, p99: Math.max(onA.p99, onB.p99), errors: onA.errors + onB.errors + onA.non2xx + onB.non2xx });
    }
    const admin = await adminLogin(b.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const before = await admin.count('leads/provider');
    log(`instances: ${LEADS} leads through both`);
    const leads = await sendLeads([a.url, b.url]);
    const rows = (await admin.count('leads/provider')) - before;
    const limits = await loginLimitShared(a, b);
    const lost = Math.max(0, leads.created - rows);
    return {
      providers: PROVIDERS,
      searches,
      leads: { sent: LEADS, ...leads, rows, lost },
      loginLimit: limits,
      pass: lost === 0 && leads.other === 0 && limits.shared && searches.every((s) => s.errors === 0),
    };
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}
