// Page quality: Lighthouse (mobile preset) on every public route, with the default simulated throttling
// and with cpuSlowdownMultiplier 1, plus a static HTML page with the same text and no script (the limit).
import lighthouse from 'lighthouse';
import { throttling as presets } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS, ROOT, log } from '../lib/env.mjs';
import { ensureBuilt, publicRoutes, scratchDir, startApi } from '../lib/app.mjs';

const MODES = {
  default: { ...presets.mobileSlow4G },
  cpu1: { ...presets.mobileSlow4G, cpuSlowdownMultiplier: 1 },
};

async function audit(port, url, throttling) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttling,
    throttlingMethod: 'simulate',
  });
  const { categories, audits } = result.lhr;
  const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    failing,
  };
}

/** The home page's prerendered HTML with every script removed, served gzip like the app. */
function startStaticTwin(port) {
  const html = readFileSync(path.join(ROOT, 'public-web/dist/index.html'), 'utf8')
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]+rel="(?:modulepreload|preload)"[^>]*>/g, '');
  const body = gzipSync(html);
  const server = http.createServer((req, res) => {
    if (req.url === '/favicon.ico') return res.writeHead(204).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export async function runLighthouse({ budgets }) {
  ensureBuilt();
  const app = await startApi({ port: 3292, env: { DATA_DIR: scratchDir('lighthouse') } });
  const twin = await startStaticTwin(3293);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const rows = [];
  try {
    const targets = [...publicRoutes().map((r) => ({ route: r, url: app.url + r })), { route: 'static twin of /', url: 'http://127.0.0.1:3293/' }];
    for (const t of targets) {
      const row = { route: t.route };
      for (const [mode, throttling] of Object.entries(MODES)) row[mode] = await audit(chrome.port, t.url, throttling);
      const b = budgets.lighthouse;
      row.pass =
        t.route.startsWith('static') ||
        (row.cpu1.accessibility >= b.minAccessibility && row.cpu1.bestPractices >= b.minBestPractices && row.cpu1.seo >= b.minSeo &&
          row.cpu1.performance >= b.minPerformanceCpu1 && row.default.performance >= b.minPerformanceDefault);
      rows.push(row);
      log(`lighthouse ${t.route}: perf ${row.default.performance}/${row.cpu1.performance} a11y ${row.cpu1.accessibility} bp ${row.cpu1.bestPractices} seo ${row.cpu1.seo}`);
    }
    return { routes: rows };
  } finally {
    await chrome.kill();
    twin.close();
    await app.stop();
  }
}
