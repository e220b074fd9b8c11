// Renders bench results as the readable table in bench/results/latest.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderSearchWhileSaving } from '../parts/search-while-saving.mjs';
const yes = (b) => (b ? 'pass' : '**FAIL**');
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** The search figures measured before issue 11 (bench/results/search-before.json), for the before/after table. */
function loadSearchBefore() {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results/search-before.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

export function renderMarkdown(report) {
  const out = [];
  const m = report.machine;
  out.push('# Homeward benchmark results', '');
  out.push(`Run ${report.date} on ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}. MySQL: ${report.mysql}.`);
  out.push(
    'Budgets: bench/budgets.json. Ratios compare the API with a raw node:http server and a bare NestJS 11 app answering the same bytes, measured in the same run: quote the ratios, since absolute figures drift on a shared machine.',
    '',
  );

  const api = report.parts.api;
  if (api?.databases) {
    out.push('## API throughput and latency', '');
    for (const db of api.databases) {
      out.push(`### ${db.database} (${db.providers.toLocaleString('en-AU')} providers, ${db.activeProviders.toLocaleString('en-AU')} active)`, '');
      out.push(
        table(
          [
            'call',
            'API req/s (64 conn)',
            'bare Nest req/s',
            'raw http req/s',
            'API/bare Nest',
            'API/raw',
            'p50 ms (8 conn)',
            'p99 ms (8 conn)',
            'errors',
            'budget',
          ],
          db.calls.map((c) => [
            c.name,
            c.api.rps,
            c.bareNest?.rps ?? '-',
            c.raw?.rps ?? '-',
            c.ratioBareNest ?? '-',
            c.ratioRaw ?? '-',
            c.api.p50,
            c.api.p99,
            c.api.errors + c.api.non2xx,
            yes(c.pass),
          ]),
        ),
      );
      out.push('');
    }
  } else if (api?.error) out.push('## API', '', '```', api.error.slice(0, 800), '```', '');

  if (api?.databases) {
    const before = loadSearchBefore();
    if (before) {
      out.push(`### Directory search before (commit ${before.commit}, ${before.date.slice(0, 10)}) and after`, '');
      const rows = [];
      for (const db of api.databases) {
        const old = before.databases.find((d) => d.database === db.database);
        for (const c of db.calls.filter((call) => call.name.startsWith('search'))) {
          const was = old?.calls.find((o) => o.name === c.name);
          rows.push([db.database, c.name, was?.ratioBareNest ?? '-', c.ratioBareNest, was?.rps ?? '-', c.api.rps, was?.p99 ?? '-', c.api.p99]);
        }
      }
      out.push(table(['database', 'call', 'API/bare Nest before', 'after', 'req/s before', 'after', 'p99 ms before', 'after'], rows), '');
    }
  }

  const instances = report.parts.instances;
  if (instances?.searches) {
    out.push(`## Two instances over one MySQL and one Redis (${instances.providers.toLocaleString('en-AU')} providers)`, '');
    out.push(
      table(
        ['search through both', 'req/s (A + B, 32 conn each)', 'p99 ms', 'errors'],
        instances.searches.map((s) => [s.name, s.rps, s.p99, s.errors]),
      ),
      '',
    );
    const l = instances.leads;
    out.push(
      `Leads: ${l.sent} sent alternately to A and B (50 in flight), ${l.created} answered 201 (${l.perSecond}/s), ${l.rows} stored, **${l.lost} lost**. ` +
        `Login limit shared: ${instances.loginLimit.shared ? 'yes' : '**no**'} (statuses ${instances.loginLimit.statuses.join(', ')}). Budget: ${yes(instances.pass)}.`,
      '',
    );
  } else if (instances?.skipped) out.push('## Two instances', '', `Skipped: ${instances.skipped}.`, '');
  else if (instances?.error) out.push('## Two instances', '', '```', instances.error.slice(0, 800), '```', '');

  const leads = report.parts.leads;
  if (leads?.runs) {
    out.push('## Lead intake without loss', '');
    out.push(
      table(
        ['run', 'sent', '201', 'rows in DB', 'lost (201 not stored)', 'retryable non-201', 'other', 'served after', 'budget'],
        leads.runs.map((r) => [r.name, r.sent, r.created, r.rows, r.lost, r.retryable, r.other, r.servesAfter ? 'yes' : 'no', yes(r.pass)]),
      ),
    );
    out.push('');
  } else if (leads?.error) out.push('## Leads', '', '```', leads.error.slice(0, 800), '```', '');

  const delivery = report.parts.delivery;
  if (delivery?.runs) {
    out.push('## Lead email delivery (outbox to a local SMTP server)', '');
    out.push(
      table(
        [
          'run',
          'API processes',
          '201',
          'delivered',
          'lost',
          'duplicated',
          'unexpected',
          'submit s',
          'all delivered s',
          'max queue',
          'submit to delivery median ms',
          'p99 ms',
          'max ms',
          'budget',
        ],
        delivery.runs.map((r) => [
          r.name,
          r.apiProcesses,
          r.created,
          r.delivered,
          r.lost,
          r.duplicated,
          r.unexpected,
          r.submitSeconds,
          r.allDeliveredSeconds,
          r.maxQueueDepth,
          r.medianMs,
          r.p99Ms,
          r.maxMs,
          yes(r.pass),
        ]),
      ),
    );
    out.push('');
  } else if (delivery?.error) out.push('## Lead email delivery', '', '```', delivery.error.slice(0, 800), '```', '');

  const weight = report.parts.weight;
  if (weight?.routes) {
    out.push('## Page weight (first load, gzip -9)', '');
    out.push(
      table(
        ['route', 'kind', 'JS bytes (browser)', 'target bytes', 'JS KiB (browser)', 'JS KiB (build)', 'CSS KiB (browser)', 'files', 'admin requests', 'target'],
        weight.routes.map((r) => [
          r.route,
          r.kind ?? '-',
          r.browserJsBytes ?? '-',
          r.targetBytes ?? '-',
          r.browserJsKB,
          r.buildJsKB,
          r.browserCssKB,
          r.browserFiles,
          r.adminRequests,
          yes(r.pass),
        ]),
      ),
    );
    out.push('', `Admin console: ${weight.admin.loginPageJsKB} KB JS fetched on /domainauth; ${weight.admin.distJsKB} KB JS in the whole remote build.`, '');
  } else if (weight?.error) out.push('## Page weight', '', '```', weight.error.slice(0, 800), '```', '');

  const lh = report.parts.lighthouse;
  if (lh?.routes) {
    out.push('## Lighthouse (mobile)', '');
    if (lh.runs) {
      const limit = report.budgets?.lighthouse?.maxFirstPaintOverStaticMs;
      out.push(
        `First paint, default simulated throttling (4x CPU, slow 4G): median of ${lh.runs} runs per route, rounds interleaved, beside the static reference (the home page's HTML with no script) measured in the same run. Target: FCP and LCP within ${limit} ms of the reference.`,
        '',
      );
      out.push(
        table(
          ['route', 'FCP ms', 'LCP ms', 'FCP - static', 'LCP - static', 'FCP runs', 'LCP runs', 'render-blocking', 'first paint'],
          lh.routes.map((r) => [
            r.route,
            r.default.fcpMs,
            r.default.lcpMs,
            r.reference ? '-' : r.fcpOverReferenceMs,
            r.reference ? '-' : r.lcpOverReferenceMs,
            r.default.fcpRunsMs.join(' / '),
            r.default.lcpRunsMs.join(' / '),
            r.default.renderBlocking.length,
            r.reference ? '-' : yes(r.firstPaintPass),
          ]),
        ),
      );
      out.push('', 'Scores: performance with default throttling (median) and with cpuSlowdownMultiplier 1 (one run, also a11y, best practices, SEO).', '');
    }
    out.push(
      table(
        ['route', 'perf default', 'perf cpu1', 'a11y', 'best practices', 'SEO', 'LCP ms default/cpu1', 'TBT ms default/cpu1', 'CLS', 'budget'],
        lh.routes.map((r) => [
          r.route,
          r.default.performance,
          r.cpu1.performance,
          r.cpu1.accessibility,
          r.cpu1.bestPractices,
          r.cpu1.seo,
          `${r.default.lcpMs}/${r.cpu1.lcpMs}`,
          `${r.default.tbtMs}/${r.cpu1.tbtMs}`,
          r.cpu1.cls,
          yes(r.pass),
        ]),
      ),
    );
    const b = report.budgets?.lighthouse ?? {};
    // Runs recorded before the TBT budgets (issue 30) have no per-route budget: say so rather than fail them.
    if (!lh.routes.some((r) => r.tbtBudgetMs))
      out.push('', 'Total Blocking Time budgets: not in this run (recorded before them); run `npm run bench -- lighthouse`.');
    else
      out.push(
        '',
        `Total Blocking Time, default simulated throttling (4x CPU): median of ${lh.runs ?? 1} runs, beside the static reference. Budget: ${b.maxTbtGuidanceMs} ms on a guidance page, ${b.maxTbtToolsMs} ms on the tools and the provider pages. Long tasks: the run's longest, by script (document: the page itself).`,
        '',
        table(
          ['route', 'kind', 'TBT ms', 'TBT runs', 'budget ms', 'long tasks (ms)', 'TBT'],
          lh.routes.map((r) => [
            r.route,
            r.kind ?? '-',
            r.default.tbtMs,
            (r.default.tbtRunsMs ?? []).join(' / '),
            r.tbtBudgetMs ?? '-',
            (r.default.longTasks ?? []).map((t) => `${t.url} ${t.ms}`).join(', ') || '-',
            r.reference ? '-' : yes(r.tbtPass),
          ]),
        ),
      );
    const failing = lh.routes.filter((r) => r.cpu1.failing.length).map((r) => `- ${r.route}: ${r.cpu1.failing.join(', ')}`);
    if (failing.length) out.push('', 'Failing binary audits:', ...failing);
    out.push('');
  } else if (lh?.error) out.push('## Lighthouse', '', '```', lh.error.slice(0, 800), '```', '');

  const ix = report.parts.interaction;
  if (ix?.rows) {
    out.push('## Interaction to Next Paint (scripted, Chromium)', '');
    out.push(
      `CPU slowed ${ix.cpuSlowdown}x (CDP), ${ix.viewport.width} px wide, page loaded fresh for each interaction; median of ${ix.runs} runs, scenarios interleaved. INP: the interaction's longest event entry (16 = under Chromium's 16 ms threshold). Shown: input to the effect on screen (server round trips included). Budget: INP at most ${ix.maxInpMs} ms.`,
      '',
    );
    out.push(
      table(
        ['interaction', 'page', 'INP ms', 'INP runs', 'shown ms', 'errors', 'budget'],
        ix.rows.map((r) => [
          r.name,
          r.path,
          r.inpMs,
          r.inpRunsMs.join(' / '),
          r.shownMs,
          r.errors.length ? r.errors.join('; ') : 0,
          r.reference ? '-' : yes(r.pass),
        ]),
      ),
      '',
    );
  } else if (ix?.error) out.push('## Interaction to Next Paint', '', '```', ix.error.slice(0, 800), '```', '');

  const lt = report.parts['long-tasks'];
  if (lt?.rows) {
    out.push('## Main-thread long tasks (first load, trace)', '');
    out.push(
      `Chromium's trace of a first load, each task's thread CPU time x${lt.cpuSlowdown} (as Lighthouse scales a phone's CPU; CPU time, so other processes on the machine inflate it less than wall time), over the whole load: the blocking estimate (each task's time over 50 ms, summed) and the longest tasks by the script that ran them. Median of ${lt.runs} loads per route.`,
      '',
    );
    out.push(
      table(
        ['route', 'blocking ms', 'runs', 'main-thread CPU ms', 'longest tasks (ms)'],
        lt.rows.map((r) => [r.route, r.blockingMs, r.blockingRunsMs.join(' / '), r.cpuMs, r.longTasks.map((t) => `${t.what} ${t.ms}`).join(', ') || '-']),
      ),
      '',
    );
  } else if (lt?.error) out.push('## Main-thread long tasks', '', '```', lt.error.slice(0, 800), '```', '');

  const imp = report.parts.import;
  if (imp?.runs) {
    const seconds = (ms) => (ms === undefined ? '-' : (ms / 1000).toFixed(1));
    const perSecond = (rows, ms) => (ms ? Math.round(rows / (ms / 1000)) : '-');
    out.push('## Provider CSV import (one file, one transaction)', '');
    out.push(
      table(
        [
          'database',
          'rows',
          'MB',
          'new: dry run s',
          'rows/s',
          'new: apply s',
          'rows/s',
          'export s',
          'unchanged: dry run s',
          'unchanged: apply s',
          'all changed: dry run s',
          'all changed: apply s',
          'rows/s',
          'check',
        ],
        imp.runs.map((r) => [
          r.name,
          r.rows,
          r.megabytes,
          seconds(r.dryRunMs),
          perSecond(r.rows, r.dryRunMs),
          seconds(r.applyMs),
          perSecond(r.rows, r.applyMs),
          seconds(r.exportMs),
          seconds(r.reimportDryRunMs),
          seconds(r.reimportApplyMs),
          seconds(r.updateDryRunMs),
          seconds(r.updateApplyMs),
          perSecond(r.rows, r.updateApplyMs),
          yes(r.pass),
        ]),
      ),
    );
    out.push(
      '',
      'new: the generated file (every row a new provider); unchanged: the export imported again; all changed: the export with every phone number changed.',
    );
    const problems = imp.runs.flatMap((r) => (r.problems ?? []).map((p) => `- ${r.name}: ${p}`));
    if (problems.length) out.push('', ...problems);
    out.push('');
  } else if (imp?.error) out.push('## Provider CSV import', '', '```', imp.error.slice(0, 800), '```', '');

  const health = report.parts['import-health'];
  if (health?.runs) {
    out.push(`## Health checks during a 5 MB provider CSV import (budget: slowest under ${health.maxHealthMs} ms)`, '');
    out.push(
      table(
        ['file', 'rows', 'MB', 'import answer', 'import s', 'health checks', 'p50 ms', 'max ms', 'check'],
        health.runs.map((r) => [
          r.name,
          r.rows,
          r.megabytes,
          r.importStatus,
          (r.importMs / 1000).toFixed(1),
          r.healthChecks,
          r.healthP50Ms,
          r.healthMaxMs,
          yes(r.pass),
        ]),
      ),
    );
    out.push('');
  } else if (health?.error) out.push('## Health checks during a provider CSV import', '', '```', health.error.slice(0, 800), '```', '');

  out.push(...renderSearchWhileSaving(report.parts['search-while-saving'], table, yes));
  if (report.totalSeconds !== undefined) out.push(`Total run time: ${report.totalSeconds} s.`);
  return out.join('\n') + '\n';
}
