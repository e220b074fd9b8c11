// Lead email delivery: 10,000 provider leads at 100 concurrent; a real SMTP
// server in this process (smtp-server) counts what arrives by Message-ID. Every 201 must arrive (0 lost),
// each Message-ID once (0 duplicated), and nothing may arrive for a lead that was not stored. Runs: SQLite;
// SQLite with the SMTP server down for the first 30 s; MySQL with two API processes sharing the database
// (each takes half the leads and both senders claim from one outbox). Reports submit-to-delivery times.
import { spawnSync } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import { benchLeadBody } from '../lib/lead-body.mjs';
import { log, sleep } from '../lib/env.mjs';
import { scratchDir, startApi, ensureBuilt } from '../lib/app.mjs';

const TOTAL = Number(process.env.BENCH_LEADS ?? 10_000);
const CONCURRENCY = 100;
const SINK_PORT = 2525;
const SINK_DOWN_MS = 30_000;
const SITE_HOST = 'bench.homeward.example';
const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);
/** How long to wait for the queue to drain after the last submission. */
const DRAIN_TIMEOUT_MS = 15 * 60_000;

/** The SMTP sink: first arrival time per Message-ID, and how many copies came. */
class Sink {
  constructor() {
    this.arrivals = new Map();
    this.copies = 0;
    this.server = null;
  }

  start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      maxClients: 64,
      onData: (stream, _session, callback) => {
        let head = '';
        stream.on('data', (chunk) => {
          if (head.length < 8192) head += chunk.toString('latin1');
        });
        stream.on('end', () => {
          const id = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? '';
          this.copies++;
          if (!this.arrivals.has(id)) this.arrivals.set(id, Date.now());
          callback(null, 'Queued');
        });
      },
    });
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(SINK_PORT, '127.0.0.1', () => resolve());
    });
  }

  stop() {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Leads go to active directory providers only (an inactive one answers 404, rightly). */
let providerIds = [1];

async function activeProviderIds(url) {
  const res = await fetch(`${url}/api/providers/search?limit=12`);
  const ids = (await res.json()).map((p) => p.id);
  return ids.length ? ids : [1];
}

const leadBody = (i) => benchLeadBody(i, { sessionPrefix: 'delivery', providerId: providerIds[i % providerIds.length] });

/** Sends TOTAL leads, CONCURRENCY in flight, round-robin over the API base URLs; returns submit times by lead id. */
async function submitAll(baseUrls) {
  let next = 0;
  const submitted = new Map();
  const counts = { created: 0, retryable: 0, other: 0, statuses: {} };
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      try {
        const res = await fetch(`${baseUrls[i % baseUrls.length]}/api/leads/provider`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(leadBody(i)),
        });
        const body = await res.json().catch(() => ({}));
        counts.statuses[res.status] = (counts.statuses[res.status] ?? 0) + 1;
        if (res.status === 201) {
          counts.created++;
          submitted.set(body.id, Date.now());
        } else if (RETRYABLE.has(res.status)) counts.retryable++;
        else counts.other++;
      } catch {
        counts.retryable++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { submitted, counts };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

async function queueDepth(url) {
  const res = await fetch(`${url}/api/health`).catch(() => null);
  const body = res ? await res.json().catch(() => null) : null;
  return body?.leadEmails ?? null;
}

async function oneRun({ name, ports, env, sinkDownMs = 0 }) {
  const sink = new Sink();
  const apiEnv = {
    ...env,
    NODE_ENV: 'development',
    DEMO_DATA: 'true',
    LEAD_RATE_LIMIT: '10000000',
    SMTP_URL: `smtp://127.0.0.1:${SINK_PORT}`,
    SITE_ORIGIN: `https://${SITE_HOST}`,
  };
  const apps = [];
  try {
    for (const port of ports) apps.push(await startApi({ port, env: apiEnv, name: `api:${port}` }));
    providerIds = await activeProviderIds(apps[0].url);
    if (sinkDownMs === 0) await sink.start();
    const started = Date.now();
    let sinkUpAt = sinkDownMs === 0 ? started : null;
    const bringUp =
      sinkDownMs > 0
        ? sleep(sinkDownMs).then(async () => {
            await sink.start();
            sinkUpAt = Date.now();
            log(`delivery ${name}: SMTP sink up after ${Math.round((sinkUpAt - started) / 1000)} s`);
          })
        : Promise.resolve();
    log(
      `delivery ${name}: sending ${TOTAL} leads at ${CONCURRENCY} concurrent to ${apps.length} API process(es)${sinkDownMs ? `, SMTP sink down for ${sinkDownMs / 1000} s` : ''}`,
    );
    const { submitted, counts } = await submitAll(apps.map((a) => a.url));
    const submitSeconds = (Date.now() - started) / 1000;
    await bringUp;
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    const expected = [...submitted.keys()].map((id) => `<lead-provider-${id}@${SITE_HOST}>`);
    let maxDepth = 0;
    for (;;) {
      const delivered = expected.filter((id) => sink.arrivals.has(id)).length;
      const depth = await queueDepth(apps[0].url);
      maxDepth = Math.max(maxDepth, depth?.waiting ?? 0);
      if (delivered === expected.length && depth?.waiting === 0) break;
      if (Date.now() > deadline) break;
      await sleep(500);
    }
    const drainedSeconds = (Date.now() - started) / 1000;
    // Senders may still hold a stray copy: give them a moment, then count.
    await sleep(2000);
    const latencies = [];
    let lost = 0;
    for (const [id, at] of submitted) {
      const arrived = sink.arrivals.get(`<lead-provider-${id}@${SITE_HOST}>`);
      if (arrived === undefined) lost++;
      else latencies.push(arrived - at);
    }
    latencies.sort((a, b) => a - b);
    const expectedSet = new Set(expected);
    const unexpected = [...sink.arrivals.keys()].filter((id) => !expectedSet.has(id)).length;
    const duplicated = sink.copies - sink.arrivals.size;
    const health = await queueDepth(apps[0].url);
    return {
      name,
      apiProcesses: apps.length,
      sent: TOTAL,
      created: counts.created,
      retryable: counts.retryable,
      other: counts.other,
      delivered: latencies.length,
      lost,
      duplicated,
      unexpected,
      failedInOutbox: health?.failed ?? null,
      submitSeconds: Math.round(submitSeconds * 10) / 10,
      allDeliveredSeconds: Math.round(drainedSeconds * 10) / 10,
      sinkDownSeconds: sinkDownMs / 1000,
      maxQueueDepth: maxDepth,
      medianMs: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? null,
      pass: lost === 0 && duplicated === 0 && unexpected === 0 && counts.other === 0,
    };
  } finally {
    for (const app of apps) await app.stop();
    await sink.stop();
  }
}

export async function runLeadDelivery() {
  ensureBuilt();
  const runs = [];
  // Each run's figures are logged as soon as it ends: a long run interrupted later still leaves them.
  const record = (run) => {
    runs.push(run);
    log(`delivery result ${JSON.stringify(run)}`);
  };
  record(await oneRun({ name: 'SQLite', ports: [3284], env: { DATA_DIR: scratchDir('delivery-sqlite') } }));
  record(
    await oneRun({
      name: 'SQLite, SMTP server down for the first 30 s',
      ports: [3284],
      env: { DATA_DIR: scratchDir('delivery-sqlite-down') },
      sinkDownMs: SINK_DOWN_MS,
    }),
  );
  if (process.env.TEST_MYSQL_URL) {
    const url = new URL(process.env.TEST_MYSQL_URL);
    url.pathname = '/homeward_bench_delivery';
    spawnSync('mysql', [
      '--protocol=tcp',
      `-h${url.hostname}`,
      `-u${decodeURIComponent(url.username || 'root')}`,
      '-e',
      'DROP DATABASE IF EXISTS homeward_bench_delivery; CREATE DATABASE homeward_bench_delivery',
    ]);
    record(
      await oneRun({ name: 'MySQL, two API processes', ports: [3285, 3286], env: { DATA_DIR: scratchDir('delivery-mysql'), DATABASE_URL: url.toString() } }),
    );
  }
  return { runs };
}
