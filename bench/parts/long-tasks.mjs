// Where the main thread's time goes on a first load, measured so that a loaded machine does not inflate it:
// Chromium's trace (devtools.timeline), each top-level task's thread CPU time (not its wall time, which grows
// when other processes hold the cores), scaled by 4 as Lighthouse's simulation scales observed tasks for a
// phone. Per route: the main thread's CPU over the whole load, a blocking-time estimate (the part of each task
// over 50 ms, summed, as TBT does) and the longest tasks by the script that ran them. The whole load, not only
// after the first paint as TBT counts: on a loaded machine the app's start (which waits for the paint, at most
// 1 s) can come before the paint is recorded, and would then be missed.
// It is the profile behind Lighthouse's TBT, not a replacement: the lighthouse part reports TBT itself.
// BENCH_LONG_TASKS_RUNS (default 3) loads per route, interleaved; medians. BENCH_LONG_TASKS_ROUTES=/,/faqs picks routes.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, log } from '../lib/env.mjs';
import { ensureBuilt, publicRoutes, scratchDir, startApi } from '../lib/app.mjs';
import { median } from '../lib/static-twin.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_LONG_TASKS_RUNS ?? 3));
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading'];

/** The renderer main thread that painted the page: its pid and tid. */
function mainThread(events) {
  const painted = new Set(events.filter((e) => e.name === 'firstContentfulPaint').map((e) => e.pid));
  const thread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && painted.has(e.pid));
  return thread ? { pid: thread.pid, tid: thread.tid } : null;
}

/** What a task ran: the first script (by file name) evaluated or called in it, else its first timeline event. */
function taskLabel(task, events) {
  const inside = events.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e.name !== 'RunTask');
  const script = inside.find((e) => (e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.compile') && e.args?.data?.url);
  if (script) {
    const file = new URL(script.args.data.url).pathname.split('/').pop();
    return `${file && file.endsWith('.js') ? file.replace(/\.[0-9a-f]{8}\.js$/, '') : 'document'} (${script.name})`;
  }
  const known = inside.find((e) => ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'TimerFire', 'FireAnimationFrame'].includes(e.name));
  return known?.name ?? 'other';
}

async function profile(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Idle work (islands, near-screen loads) comes after the network is quiet.
    await page.waitForTimeout(1500);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const thread = mainThread(events);
    if (!thread) return { error: 'no paint in the trace' };
    const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
    const runTasks = own.filter((e) => e.ph === 'X' && e.name === 'RunTask' && typeof e.tdur === 'number');
    const tasks = runTasks.filter((t) => !runTasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && o.dur > t.dur));
    let cpuMs = 0;
    let blockingMs = 0;
    const long = [];
    for (const task of tasks) {
      const ms = (task.tdur / 1000) * CPU_SLOWDOWN;
      cpuMs += ms;
      if (ms > LONG_TASK_MS) {
        blockingMs += ms - LONG_TASK_MS;
        long.push({ what: taskLabel(task, own), ms: Math.round(ms) });
      }
    }
    long.sort((a, b) => b.ms - a.ms);
    return { cpuMs: Math.round(cpuMs), blockingMs: Math.round(blockingMs), long: long.slice(0, 5) };
  } finally {
    await context.close();
  }
}

export async function runLongTasks() {
  ensureBuilt();
  const port = Number(process.env.BENCH_LONG_TASKS_PORT ?? 3294);
  const app = await startApi({ port, env: { DATA_DIR: scratchDir('long-tasks') } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  try {
    const only = (process.env.BENCH_LONG_TASKS_ROUTES ?? '').split(',').filter(Boolean);
    const providers = await (await fetch(`${app.url}/api/providers/search`)).json();
    const routes = [...publicRoutes(), ...(providers.length ? [`/provider-directory/${providers[0].id}`] : [])].filter((r) => !only.length || only.includes(r));
    const runs = new Map(routes.map((r) => [r, []]));
    for (let round = 1; round <= RUNS; round++) {
      for (const route of routes) {
        const r = await profile(browser, app.url + route);
        runs.get(route).push(r);
        log(`long-tasks round ${round}/${RUNS} ${route}: ${r.error ?? `blocking ${r.blockingMs} ms, CPU ${r.cpuMs} ms (x${CPU_SLOWDOWN})`}`);
      }
    }
    const rows = routes.map((route) => {
      const rs = runs.get(route).filter((r) => !r.error);
      const blockingMs = median(rs.map((r) => r.blockingMs));
      const typical = rs.find((r) => r.blockingMs === blockingMs) ?? rs[0];
      return {
        route,
        blockingMs,
        blockingRunsMs: rs.map((r) => r.blockingMs),
        cpuMs: median(rs.map((r) => r.cpuMs)),
        longTasks: typical?.long ?? [],
      };
    });
    return { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, rows };
  } finally {
    await browser.close();
    await app.stop();
  }
}
