// How soon a tap does something: Interaction to Next Paint for scripted interactions on the built product, in
// Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), at a phone's width (390 px).
// - INP is read the way the web-vitals library does: a PerformanceObserver on 'event' entries
//   (durationThreshold 16, the lowest Chromium allows), grouped by interactionId; an interaction's latency is
//   its longest entry (input delay + handlers + the next paint). An interaction under 16 ms leaves no entry
//   and is reported as 16.
// - Each scenario loads its page fresh (throttled from the start, so the page's own start-up is in the way as it
//   would be on a phone), waits until the page is hydrated, then performs the interaction and waits until its
//   effect is on screen (the budget summary updated, the results updated, the next question, the menu open);
//   that wait is reported too ("shown ms": input to effect, server round trips included).
// - RUNS rounds (default 3), scenarios interleaved within each round; medians are reported.
// - Beside them, a tap on the static reference (the home page's HTML with no script): the floor for a paint
//   after input on this machine.
// Ports: BENCH_INTERACTION_PORT (default 3293) for the app; the static reference takes any free port.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, log } from '../lib/env.mjs';
import { ensureBuilt, scratchDir, startApi } from '../lib/app.mjs';
import { median, startStaticTwin } from '../lib/static-twin.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_INTERACTION_RUNS ?? 3));
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
/** Below this Chromium reports no event entry: an interaction with none took less. */
const EVENT_THRESHOLD_MS = 16;
export const STATIC_TAP = 'static reference: tap on the heading (no script)';

/** Records every event-timing entry that belongs to an interaction; installed before any page script runs. */
function recordInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__interactions.push({ id: e.interactionId, name: e.name, duration: e.duration, start: e.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** React has attached to the element (hydrated or rendered): its fiber key is on the DOM node. */
async function waitForReact(page, selector) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
}

/**
 * The scripted interactions. `prepare` brings the page to the state before the interaction (not measured);
 * `act` is the interaction; `shown` resolves when its effect is on screen.
 */
const SCENARIOS = [
  {
    name: 'calculator: choose a classification',
    path: '/calculator',
    prepare: (page) => waitForReact(page, 'main input[type="radio"]'),
    act: (page) => page.getByRole('radio', { name: /Classification 3:/ }).click(),
    shown: (page) =>
      page
        .getByTestId('budget-summary')
        .getByText(/Classification 3:/)
        .waitFor(),
  },
  {
    name: "calculator: change a service's hours",
    path: '/calculator',
    prepare: async (page) => {
      await waitForReact(page, 'main input[type="radio"]');
      await page.getByRole('radio', { name: /Classification 3:/ }).click();
      await page
        .getByTestId('budget-summary')
        .getByText(/Classification 3:/)
        .waitFor();
      await page.getByRole('spinbutton', { name: 'Personal care Hours per week' }).focus();
    },
    act: (page) => page.keyboard.press('4'),
    shown: (page) => page.locator('[data-testid="budget-summary"][aria-busy="false"]').getByText('Weekly cost', { exact: true }).waitFor(),
  },
  {
    name: 'directory: change the state filter',
    path: '/provider-directory',
    prepare: async (page) => {
      await waitForReact(page, '#directory-state');
      await page.locator('#directory-state').focus();
    },
    // A keyboard change of a focused <select> (a real input event; selectOption would only dispatch 'change').
    act: (page) => page.keyboard.press('ArrowDown'),
    shown: async (page) => {
      await page.waitForURL(/[?&]state=/);
      const state = await page.locator('#directory-state').inputValue();
      await page.waitForFunction((s) => {
        const main = document.querySelector('main');
        return !!main && main.getAttribute('aria-busy') !== 'true' && !main.querySelector('[aria-busy="true"]') && main.textContent.includes(s);
      }, state);
    },
  },
  {
    name: 'assessment: answer a question',
    path: '/assessment-maximizer',
    prepare: async (page) => {
      await waitForReact(page, 'main button');
      await page.getByRole('button', { name: 'Start Assessment' }).click();
      await page.locator('#assessment-question').waitFor();
      page.__question = await page.locator('#assessment-question').innerText();
    },
    act: (page) => page.getByRole('group', { name: page.__question }).getByRole('button').nth(2).click(),
    shown: (page) => page.waitForFunction((q) => document.querySelector('#assessment-question')?.textContent !== q, page.__question),
  },
  {
    name: 'mobile menu: open (390 px)',
    path: '/',
    prepare: (page) => waitForReact(page, 'header button'),
    act: (page) => page.getByRole('button', { name: 'Menu' }).click(),
    shown: (page) => page.getByRole('dialog', { name: 'Menu' }).waitFor(),
  },
];

async function measure(browser, url, scenario) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordInteractions);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await scenario.prepare(page);
    // Let the start-up settle (idle callbacks, islands) so the figure is the interaction's, not the load's.
    await page.waitForLoadState('networkidle');
    const before = await page.evaluate(() => new Set(window.__interactions.map((e) => e.id)).size);
    const t0 = Date.now();
    await scenario.act(page);
    await scenario.shown(page);
    const shownMs = Date.now() - t0;
    // Event entries are queued after the next paint: two frames and a task later they are all in.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
    const entries = await page.evaluate(() => window.__interactions);
    const ids = [...new Set(entries.map((e) => e.id))].slice(before);
    const worst = entries.filter((e) => ids.includes(e.id)).reduce((max, e) => Math.max(max, e.duration), 0);
    return { inpMs: Math.round(Math.max(worst, EVENT_THRESHOLD_MS)), shownMs, interactions: ids.length };
  } finally {
    await context.close();
  }
}

export async function runInteraction({ budgets }) {
  ensureBuilt();
  const port = Number(process.env.BENCH_INTERACTION_PORT ?? 3293);
  const app = await startApi({ port, env: { DATA_DIR: scratchDir('interaction') } });
  const twin = await startStaticTwin();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  const staticTap = {
    name: STATIC_TAP,
    path: '/',
    prepare: () => undefined,
    act: (page) => page.locator('h1').click(),
    shown: () => undefined,
  };
  const targets = [{ scenario: staticTap, base: `http://127.0.0.1:${twin.address().port}` }, ...SCENARIOS.map((scenario) => ({ scenario, base: app.url }))];
  const maxInp = budgets.interaction?.maxInpMs ?? 200;
  try {
    const runs = new Map(targets.map((t) => [t.scenario.name, []]));
    for (let round = 1; round <= RUNS; round++) {
      for (const { scenario, base } of targets) {
        let r;
        try {
          r = await measure(browser, base + scenario.path, scenario);
        } catch (error) {
          r = { error: String(error?.message ?? error).split('\n')[0] };
        }
        runs.get(scenario.name).push(r);
        log(`interaction round ${round}/${RUNS} ${scenario.name}: ${r.error ?? `INP ${r.inpMs} ms, shown after ${r.shownMs} ms`}`);
      }
    }
    const rows = targets.map(({ scenario }) => {
      const rs = runs.get(scenario.name);
      const inpMs = median(rs.map((r) => r.inpMs));
      const reference = scenario === staticTap;
      return {
        name: scenario.name,
        path: scenario.path,
        reference,
        inpMs,
        shownMs: median(rs.map((r) => r.shownMs)),
        inpRunsMs: rs.map((r) => r.inpMs ?? null),
        errors: rs.filter((r) => r.error).map((r) => r.error),
        pass: reference || (inpMs !== null && inpMs <= maxInp),
      };
    });
    return { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, viewport: VIEWPORT, maxInpMs: maxInp, rows };
  } finally {
    await browser.close();
    twin.close();
    await app.stop();
  }
}
