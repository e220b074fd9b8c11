// Issue 25 (docs/decisions/041): the directory stays fast while listings change. Directory search p99 at 8
// connections (autocannon, as part api measures it) first on its own, then while a signed-in provider user saves
// its price list once a second through PUT /api/partner/prices (each save a real change: a rise or a fall, so
// every save writes the list, the price history, the directory card, and announces the directory change,
// which drops the search cache and refreshes the snapshot). The provider user is made the way a real one is:
// an admin invitation, the link read from the .eml file the outbox writes, the invitation accepted.
// Issue 28's part search-while-saving measures the same with the admin's save on 50,000 providers; this one
// goes through the portal's door (invitation, session, PUT /api/partner/prices) on the demo directory.
// Env: BENCH_PARTNER_SAVES_PORT (3297), BENCH_SAVING_SECONDS (10).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { log } from '../lib/env.mjs';
import { ensureBuilt, scratchDir, startApi } from '../lib/app.mjs';
import { runLoad } from '../lib/load.mjs';
import { adminLogin } from '../lib/admin-client.mjs';

const PORT = Number(process.env.BENCH_PARTNER_SAVES_PORT ?? 3297);
const SECONDS = Number(process.env.BENCH_SAVING_SECONDS ?? 10);
const ADMIN = { email: 'bench@homeward.example', password: 'bench-password-123' };
const PARTNER = { email: 'prices@provider.example', name: 'Bench Provider User', password: 'bench-partner-kettle-77' };
const SEARCHES = ['/api/providers/search', '/api/providers/search?q=care', '/api/providers/search?near=2150&radiusKm=25&sort=distance'];

const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function json(res, what) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A provider user of the first demo provider, signed in through its invitation: the portal cookie and the provider. */
async function providerUser(baseUrl, dataDir) {
  const admin = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ADMIN),
  });
  if (!admin.ok) throw new Error(`admin login: ${admin.status}`);
  const adminCookie = cookieOf(admin);
  const [provider] = await json(
    await fetch(`${baseUrl}/api/admin/providers?range=${encodeURIComponent('[0,0]')}`, { headers: { cookie: adminCookie } }),
    'providers',
  );
  await json(
    await fetch(`${baseUrl}/api/admin/providers/${provider.id}/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie: adminCookie },
      body: JSON.stringify({ email: PARTNER.email, name: PARTNER.name }),
    }),
    'invitation',
  );
  const token = await invitationToken(path.join(dataDir, 'outbox'));
  const accepted = await fetch(`${baseUrl}/api/partner/invitations/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ token, name: PARTNER.name, password: PARTNER.password }),
  });
  if (!accepted.ok) throw new Error(`accept invitation: ${accepted.status} ${await accepted.text()}`);
  return { cookie: cookieOf(accepted), providerId: provider.id };
}

/** The token in the invitation email's link, once the outbox has written it. */
async function invitationToken(outbox) {
  for (let i = 0; i < 100; i++) {
    const files = (() => {
      try {
        return readdirSync(outbox).filter((f) => f.startsWith('invitation-'));
      } catch {
        return [];
      }
    })();
    if (files.length > 0) {
      const text = readFileSync(path.join(outbox, files[0]), 'utf8').replace(/=\r?\n/g, '');
      const match = /\/partners\/invitation\/([A-Za-z0-9_-]+)/.exec(text);
      if (match) return match[1];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no invitation email in the outbox');
}

/** Saves the price list once a second until stopped, alternating a rise and a fall of the first price. */
function saveEverySecond(baseUrl, cookie, prices) {
  let stopped = false;
  const latencies = [];
  let failures = 0;
  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      const started = performance.now();
      const list = prices.map((p, j) => ({ ...p, standard: j === 0 ? (Number(p.standard) + (i % 2 === 0 ? 1 : 0)).toFixed(2) : p.standard }));
      const res = await fetch(`${baseUrl}/api/partner/prices`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
        body: JSON.stringify({ prices: list }),
      });
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
      const ms = performance.now() - started;
      latencies.push(Math.round(ms));
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - ms)));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      return { saves: latencies.length, failures, saveP50Ms: sorted[Math.floor(sorted.length / 2)] ?? null, saveMaxMs: sorted.at(-1) ?? null };
    },
  };
}

export async function runSearchWhilePartnerSaves({ budgets }) {
  ensureBuilt();
  const maxP99 = budgets.api?.searchP99MsAt8Connections ?? 15;
  const dataDir = scratchDir('search-while-partner-saves');
  const app = await startApi({
    port: PORT,
    env: { NODE_ENV: 'development', SMTP_URL: '', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  try {
    await adminLogin(app.url, ADMIN.email, ADMIN.password);
    const { cookie, providerId } = await providerUser(app.url, dataDir);
    const { prices } = await json(await fetch(`${app.url}/api/partner/prices`, { headers: { cookie } }), 'prices');
    if (prices.length === 0) throw new Error(`provider ${providerId} has no price list to save`);
    const rows = [];
    for (const search of SEARCHES) {
      const quiet = await runLoad({ url: `${app.url}${search}`, connections: 8, durationSec: SECONDS });
      const saver = saveEverySecond(app.url, cookie, prices);
      const busy = await runLoad({ url: `${app.url}${search}`, connections: 8, durationSec: SECONDS });
      const saving = await saver.stop();
      const row = {
        search,
        quietP99Ms: quiet.p99,
        quietRps: quiet.rps,
        whileSavingP99Ms: busy.p99,
        whileSavingRps: busy.rps,
        errors: busy.errors + busy.non2xx,
        ...saving,
      };
      row.pass = busy.p99 < maxP99 && row.errors === 0 && saving.failures === 0;
      log(
        `partner-saves ${search}: p99 ${quiet.p99} ms quiet, ${busy.p99} ms while saving (${saving.saves} saves, p50 ${saving.saveP50Ms} ms); ${busy.rps} req/s`,
      );
      rows.push(row);
    }
    const history = await json(await fetch(`${app.url}/api/providers/${providerId}/price-history`), 'price history');
    return { maxP99Ms: maxP99, seconds: SECONDS, rows, priceChangesRecorded: history.changes.length };
  } finally {
    await app.stop();
  }
}
