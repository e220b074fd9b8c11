// Page quality and first paint: Lighthouse 12 (mobile preset) on every public route, beside a static copy
// of the home page with every script removed (the limit a page can reach on this machine and server).
// - default simulated throttling (4x CPU slowdown, slow 4G), RUNS times per target, rounds interleaved
//   (round 1 over every target, then round 2, ...) so machine load drifts over all targets alike; the
//   median FCP, LCP and score are reported, and FCP/LCP beside the static reference of the same run;
// - cpuSlowdownMultiplier 1 once (these machines' CPUs are slower than Lighthouse assumes), for the
//   accessibility, best-practices and SEO scores.
// Ports: BENCH_LIGHTHOUSE_PORT (default 3292) for the app; the static reference takes any free port.
import * as chromeLauncher from 'chrome-launcher';
import { throttling as presets } from 'lighthouse/core/config/constants.js';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS, log } from '../lib/env.mjs';
import { ensureBuilt, publicRoutes, routeKinds, scratchDir, startApi } from '../lib/app.mjs';
import { median, startStaticTwin } from '../lib/static-twin.mjs';

const MODES = {
  default: { ...presets.mobileSlow4G },
  cpu1: { ...presets.mobileSlow4G, cpuSlowdownMultiplier: 1 },
};
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
export const STATIC_REFERENCE = 'static reference (/ without scripts)';

async function audit(port, url, throttling, categories) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    throttling,
    throttlingMethod: 'simulate',
  });
  const { categories: cats, audits, runtimeError } = result.lhr;
  // A run Lighthouse could not complete (NO_FCP and the like on a loaded machine) counts as no figure, not 0.
  if (runtimeError) return { error: runtimeError.code, performance: null, fcpMs: null, lcpMs: null, tbtMs: null, cls: null, renderBlocking: [], failing: [] };
  const score = (c) => (cats[c] ? Math.round((cats[c].score ?? 0) * 100) : null);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  const ms = (id) => (audits[id]?.numericValue === undefined ? null : Math.round(audits[id].numericValue));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: audits['cumulative-layout-shift'] ? Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000 : null,
    renderBlocking: (audits['render-blocking-resources']?.details?.items ?? []).map((i) => i.url),
    // Where the blocking time went: the main thread's long tasks by script (simulated, 4x CPU), longest first.
    longTasks: (audits['long-tasks']?.details?.items ?? [])
      .slice(0, 6)
      .map((t) => ({ url: shortUrl(t.url), startMs: Math.round(t.startTime), ms: Math.round(t.duration) })),
    failing,
  };
}

/** A script's file name (the page itself is 'document'), so the report reads by chunk. */
function shortUrl(url) {
  if (!url || !url.startsWith('http')) return url ?? '-';
  const { pathname } = new URL(url);
  return pathname.endsWith('.js') ? pathname.slice(1) : 'document';
}

/**
 * A route's Total Blocking Time budget: guidance pages (reading) and the rest (the tools, the provider pages the
 * API renders per request), by the kind the build gave the route (public-web/src/app/first-load-budget.ts).
 */
function tbtBudgetFor(kind, b) {
  return kind === 'guidance' ? b.maxTbtGuidanceMs : b.maxTbtToolsMs;
}

/** A provider page (rendered by the API per request, then hydrated): the first listing the directory finds. */
async function providerPagePath(appUrl) {
  const providers = await (await fetch(`${appUrl}/api/providers/search`)).json();
  if (!Array.isArray(providers) || !providers.length) throw new Error('the directory has no provider to open');
  return `/provider-directory/${providers[0].id}`;
}

export async function runLighthouse({ budgets }) {
  ensureBuilt();
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3292);
  const app = await startApi({ port, env: { DATA_DIR: scratchDir('lighthouse') } });
  const twin = await startStaticTwin();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const b = budgets.lighthouse;
  try {
    const kinds = routeKinds();
    const only = (process.env.BENCH_LIGHTHOUSE_ROUTES ?? '').split(',').filter(Boolean);
    const providerPage = await providerPagePath(app.url);
    const targets = [
      { route: STATIC_REFERENCE, url: `http://127.0.0.1:${twin.address().port}/`, reference: true },
      ...publicRoutes().map((r) => ({ route: r, url: app.url + r, kind: kinds[r] ?? 'guidance' })),
      { route: providerPage, url: app.url + providerPage, kind: 'provider page' },
    ].filter((t) => t.reference || !only.length || only.includes(t.route) || (t.kind === 'provider page' && only.includes('provider')));
    // Lighthouse itself sometimes fails a run (NO_NAVSTART: its trace lost the navigation; the same page audits
    // fine straight after). That is not a verdict on the page: it is logged and the run made once more.
    const auditRetried = async (t, mode, categories, what) => {
      const first = await audit(chrome.port, t.url, mode, categories);
      if (!first.error) return first;
      log(`lighthouse ${what} ${t.route}: ${first.error}; running it again`);
      return { ...(await audit(chrome.port, t.url, mode, categories)), retriedAfter: first.error };
    };
    const runs = new Map(targets.map((t) => [t.route, []]));
    for (let round = 1; round <= RUNS; round++) {
      for (const t of targets) {
        const r = await auditRetried(t, MODES.default, ['performance'], `round ${round}/${RUNS}`);
        runs.get(t.route).push(r);
        log(`lighthouse round ${round}/${RUNS} ${t.route}: ${r.error ?? `TBT ${r.tbtMs} FCP ${r.fcpMs} LCP ${r.lcpMs} perf ${r.performance}`}`);
      }
    }
    const summary = (route) => {
      const rs = runs.get(route);
      return {
        performance: median(rs.map((r) => r.performance)),
        fcpMs: median(rs.map((r) => r.fcpMs)),
        lcpMs: median(rs.map((r) => r.lcpMs)),
        tbtMs: median(rs.map((r) => r.tbtMs)),
        tbtRunsMs: rs.map((r) => r.tbtMs),
        longTasks: rs.find((r) => !r.error)?.longTasks ?? [],
        cls: rs.find((r) => !r.error)?.cls ?? null,
        renderBlocking: rs.find((r) => !r.error)?.renderBlocking ?? [],
        errors: rs.filter((r) => r.error).map((r) => r.error),
        fcpRunsMs: rs.map((r) => r.fcpMs),
        lcpRunsMs: rs.map((r) => r.lcpMs),
      };
    };
    const reference = summary(STATIC_REFERENCE);
    const rows = [];
    for (const t of targets) {
      const row = { route: t.route, kind: t.kind ?? 'static', reference: Boolean(t.reference), default: summary(t.route) };
      row.tbtBudgetMs = t.reference ? null : tbtBudgetFor(t.kind, b);
      row.tbtPass = t.reference || (row.default.tbtMs !== null && row.default.tbtMs <= row.tbtBudgetMs);
      row.cpu1 = await auditRetried(t, MODES.cpu1, ['performance', 'accessibility', 'best-practices', 'seo'], 'cpu1');
      row.fcpOverReferenceMs = row.default.fcpMs - reference.fcpMs;
      row.lcpOverReferenceMs = row.default.lcpMs - reference.lcpMs;
      row.firstPaintPass = row.fcpOverReferenceMs <= b.maxFirstPaintOverStaticMs && row.lcpOverReferenceMs <= b.maxFirstPaintOverStaticMs;
      row.pass =
        t.reference ||
        (row.firstPaintPass &&
          row.tbtPass &&
          row.cpu1.accessibility >= b.minAccessibility &&
          row.cpu1.bestPractices >= b.minBestPractices &&
          row.cpu1.seo >= b.minSeo &&
          row.cpu1.performance >= b.minPerformanceCpu1 &&
          row.default.performance >= b.minPerformanceDefault);
      rows.push(row);
      log(
        `lighthouse ${t.route}: TBT ${row.default.tbtMs} FCP ${row.default.fcpMs} (+${row.fcpOverReferenceMs}) LCP ${row.default.lcpMs} (+${row.lcpOverReferenceMs}) perf ${row.default.performance}/${row.cpu1.performance} a11y ${row.cpu1.accessibility} bp ${row.cpu1.bestPractices} seo ${row.cpu1.seo}`,
      );
    }
    return { runs: RUNS, routes: rows };
  } finally {
    await chrome.kill();
    twin.close();
    await app.stop();
  }
}
