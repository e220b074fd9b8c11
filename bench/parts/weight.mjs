// Page weight: the JS and CSS each public route's first load fetches (gzip bytes), from the build's
// stats (the prerendered HTML plus the route chunks it preloads) and checked in Chromium's network log;
// and the admin bundle's size separately.
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, ROOT, log } from '../lib/env.mjs';
import { ensureBuilt, publicRoutes, scratchDir, startApi } from '../lib/app.mjs';

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** From the build: scripts and stylesheets referenced by the prerendered HTML, plus the route's own chunks. */
function weightFromBuild(route, manifest, dist, stats) {
  const html = readFileSync(path.join(dist, manifest.routes[route]), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<(?:script[^>]+src|link[^>]+href)="\/([^"?#]+\.(?:js|css))"/g)) files.add(m[1]);
  for (const f of stats?.routes?.[route] ?? []) files.add(f);
  // The page's chunks, which the entry script fetches after the first paint (named in the manifest).
  for (const f of manifest.firstLoadChunks?.[route] ?? []) files.add(f.replace(/^\//, ''));
  let js = 0;
  let css = 0;
  for (const f of files) {
    const p = path.join(dist, f);
    if (!existsSync(p)) continue;
    const size = gz(readFileSync(p));
    if (f.endsWith('.css')) css += size;
    else js += size;
  }
  return { jsKB: kb(js), cssKB: kb(css), files: [...files] };
}

export async function runWeight() {
  ensureBuilt();
  const dist = path.join(ROOT, 'public-web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'prerender-manifest.json'), 'utf8'));
  const statsFile = path.join(ROOT, 'public-web/dist-ssr/route-chunks.json');
  const stats = existsSync(statsFile) ? JSON.parse(readFileSync(statsFile, 'utf8')) : null;
  const dataDir = scratchDir('weight');
  const app = await startApi({ port: Number(process.env.BENCH_WEIGHT_PORT ?? 3291), env: { DATA_DIR: dataDir } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const route of publicRoutes()) {
      const page = await browser.newPage();
      const seen = [];
      page.on('response', async (res) => {
        const type = res.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        try {
          seen.push({ url: res.url(), type, gzip: gz(await res.body()) });
        } catch {
          /* redirected or aborted */
        }
      });
      await page.goto(app.url + route, { waitUntil: 'networkidle' });
      // The app starts after the first paint: wait until it has hydrated (<main>: a reading page keeps
      // what is inside it as prerendered), then for the network to settle.
      await page.waitForFunction(() => {
        const el = document.querySelector('main');
        return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.close();
      const js = seen.filter((s) => s.type === 'script').reduce((a, s) => a + s.gzip, 0);
      const css = seen.filter((s) => s.type === 'stylesheet').reduce((a, s) => a + s.gzip, 0);
      const build = weightFromBuild(route, manifest, dist, stats);
      const adminRequests = seen.filter((s) => s.url.includes('/remote/')).length;
      const budget = manifest.firstLoadJsBudget?.[route];
      if (!budget) throw new Error(`prerender-manifest.json has no first-load budget for ${route}`);
      rows.push({
        route,
        kind: budget.kind,
        browserJsBytes: js,
        targetBytes: budget.target,
        buildJsKB: build.jsKB,
        buildCssKB: build.cssKB,
        browserJsKB: kb(js),
        browserCssKB: kb(css),
        browserFiles: seen.length,
        adminRequests,
        pass: js <= budget.target && adminRequests === 0,
      });
      log(`weight ${route}: ${js} bytes JS (${kb(js)} KiB; build says ${build.jsKB} KiB), target ${budget.target}`);
    }
    // The admin console: everything /domainauth fetches from /remote/, and the whole remote dist.
    const page = await browser.newPage();
    let adminJs = 0;
    page.on('response', async (res) => {
      if (res.url().includes('/remote/') && res.request().resourceType() === 'script') {
        try {
          adminJs += gz(await res.body());
        } catch {
          /* ignore */
        }
      }
    });
    await page.goto(app.url + '/domainauth', { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.getElementById('root')?.hasChildNodes());
    await page.waitForLoadState('networkidle');
    await page.close();
    const adminDist = path.join(ROOT, 'admin-web/dist');
    const adminDistJs = readdirSync(adminDist)
      .filter((f) => f.endsWith('.js'))
      .reduce((a, f) => a + gz(readFileSync(path.join(adminDist, f))), 0);
    return { routes: rows, admin: { loginPageJsKB: kb(adminJs), distJsKB: kb(adminDistJs) } };
  } finally {
    await browser.close();
    await app.stop();
  }
}
