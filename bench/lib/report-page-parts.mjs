// The sections of the bench report for the parts that load pages in a browser (weight, lighthouse,
// interaction, long-tasks). Each takes its part's result (and the report, for the budgets) and gives Markdown
// lines, or none when the part has no figures.
import { BLOCKING_TIME_COLUMNS, FIRST_PAINT_COLUMNS, INTERACTION_COLUMNS, LONG_TASK_COLUMNS, SCORE_COLUMNS, WEIGHT_ROUTE_COLUMNS } from './report-columns.mjs';
import { columnsTable, section } from './report-tables.mjs';

export const weightSection = (weight) =>
  weight.routes
    ? section(
        '## Page weight (first load, gzip -9)',
        columnsTable(WEIGHT_ROUTE_COLUMNS, weight.routes),
        `Admin console: ${weight.admin.loginPageJsKB} KB JS fetched on /domainauth; ${weight.admin.distJsKB} KB JS in the whole remote build.`,
      )
    : [];

function firstPaint(lh, report) {
  if (!lh.runs) return [];
  const limit = report.budgets?.lighthouse?.maxFirstPaintOverStaticMs;
  return [
    `First paint, default simulated throttling (4x CPU, slow 4G): median of ${lh.runs} runs per route, rounds interleaved, beside the static reference (the home page's HTML with no script) measured in the same run. Target: FCP and LCP within ${limit} ms of the reference.`,
    columnsTable(FIRST_PAINT_COLUMNS, lh.routes),
    'Scores: performance with default throttling (median) and with cpuSlowdownMultiplier 1 (one run, also a11y, best practices, SEO).',
  ];
}

function totalBlockingTime(lh, report) {
  // Runs recorded before the TBT budgets have no per-route budget: say so rather than fail them.
  if (!lh.routes.some((r) => r.tbtBudgetMs)) return ['Total Blocking Time budgets: not in this run (recorded before them); run `npm run bench -- lighthouse`.'];
  const b = report.budgets?.lighthouse ?? {};
  return [
    `Total Blocking Time, default simulated throttling (4x CPU): median of ${lh.runs ?? 1} runs, beside the static reference. Budget: ${b.maxTbtGuidanceMs} ms on a guidance page, ${b.maxTbtToolsMs} ms on the tools and the provider pages. Long tasks: the run's longest, by script (document: the page itself).`,
    columnsTable(BLOCKING_TIME_COLUMNS, lh.routes),
  ];
}

export function lighthouseSection(lh, report) {
  if (!lh.routes) return [];
  const failing = lh.routes.filter((r) => r.cpu1.failing.length).map((r) => `- ${r.route}: ${r.cpu1.failing.join(', ')}`);
  return section(
    '## Lighthouse (mobile)',
    ...firstPaint(lh, report),
    columnsTable(SCORE_COLUMNS, lh.routes),
    ...totalBlockingTime(lh, report),
    ...(failing.length ? [['Failing binary audits:', ...failing].join('\n')] : []),
  );
}

export const interactionSection = (ix) =>
  ix.rows
    ? section(
        '## Interaction to Next Paint (scripted, Chromium)',
        `CPU slowed ${ix.cpuSlowdown}x (CDP), ${ix.viewport.width} px wide, page loaded fresh for each interaction; median of ${ix.runs} runs, scenarios interleaved. INP: the interaction's longest event entry (16 = under Chromium's 16 ms threshold). Shown: input to the effect on screen (server round trips included). Budget: INP at most ${ix.maxInpMs} ms.`,
        columnsTable(INTERACTION_COLUMNS, ix.rows),
      )
    : [];

export const longTasksSection = (lt) =>
  lt.rows
    ? section(
        '## Main-thread long tasks (first load, trace)',
        `Chromium's trace of a first load, each task's thread CPU time x${lt.cpuSlowdown} (as Lighthouse scales a phone's CPU; CPU time, so other processes on the machine inflate it less than wall time), over the whole load: the blocking estimate (each task's time over 50 ms, summed) and the longest tasks by the script that ran them. Median of ${lt.runs} loads per route.`,
        columnsTable(LONG_TASK_COLUMNS, lt.rows),
      )
    : [];
