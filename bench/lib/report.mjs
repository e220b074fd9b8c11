// Renders bench results as the readable table in bench/results/latest.md.
const yes = (b) => (b ? 'pass' : '**FAIL**');
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

export function renderMarkdown(report) {
  const out = [];
  const m = report.machine;
  out.push('# Homeward benchmark results', '');
  out.push(`Run ${report.date} on ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}. MySQL: ${report.mysql}.`);
  out.push('Budgets: bench/budgets.json. Ratios compare the API with a raw node:http server and a bare NestJS 11 app answering the same bytes, measured in the same run: quote the ratios, since absolute figures drift on a shared machine.', '');

  const api = report.parts.api;
  if (api?.databases) {
    out.push('## API throughput and latency', '');
    for (const db of api.databases) {
      out.push(`### ${db.database} (${db.providers.toLocaleString('en-AU')} providers, ${db.activeProviders.toLocaleString('en-AU')} active)`, '');
      out.push(table(
        ['call', 'API req/s (64 conn)', 'bare Nest req/s', 'raw http req/s', 'API/bare Nest', 'API/raw', 'p50 ms (8 conn)', 'p99 ms (8 conn)', 'errors', 'budget'],
        db.calls.map((c) => [c.name, c.api.rps, c.bareNest?.rps ?? '-', c.raw?.rps ?? '-', c.ratioBareNest ?? '-', c.ratioRaw ?? '-', c.api.p50, c.api.p99, c.api.errors + c.api.non2xx, yes(c.pass)]),
      ));
      out.push('');
    }
  } else if (api?.error) out.push('## API', '', '```', api.error.slice(0, 800), '```', '');

  const leads = report.parts.leads;
  if (leads?.runs) {
    out.push('## Lead intake without loss', '');
    out.push(table(
      ['run', 'sent', '201', 'rows in DB', 'lost (201 not stored)', 'retryable non-201', 'other', 'served after', 'budget'],
      leads.runs.map((r) => [r.name, r.sent, r.created, r.rows, r.lost, r.retryable, r.other, r.servesAfter ? 'yes' : 'no', yes(r.pass)]),
    ));
    out.push('');
  } else if (leads?.error) out.push('## Leads', '', '```', leads.error.slice(0, 800), '```', '');

  const weight = report.parts.weight;
  if (weight?.routes) {
    out.push('## Page weight (first load, gzip KB)', '');
    out.push(table(
      ['route', 'JS (browser)', 'JS (build)', 'CSS (browser)', 'files', 'admin requests', 'budget'],
      weight.routes.map((r) => [r.route, r.browserJsKB, r.buildJsKB, r.browserCssKB, r.browserFiles, r.adminRequests, yes(r.pass)]),
    ));
    out.push('', `Admin console: ${weight.admin.loginPageJsKB} KB JS fetched on /domainauth; ${weight.admin.distJsKB} KB JS in the whole remote build.`, '');
  } else if (weight?.error) out.push('## Page weight', '', '```', weight.error.slice(0, 800), '```', '');

  const lh = report.parts.lighthouse;
  if (lh?.routes) {
    out.push('## Lighthouse (mobile)', '');
    out.push(table(
      ['route', 'perf default', 'perf cpu1', 'a11y', 'best practices', 'SEO', 'LCP ms default/cpu1', 'TBT ms default/cpu1', 'CLS', 'budget'],
      lh.routes.map((r) => [r.route, r.default.performance, r.cpu1.performance, r.cpu1.accessibility, r.cpu1.bestPractices, r.cpu1.seo,
        `${r.default.lcpMs}/${r.cpu1.lcpMs}`, `${r.default.tbtMs}/${r.cpu1.tbtMs}`, r.cpu1.cls, yes(r.pass)]),
    ));
    const failing = lh.routes.filter((r) => r.cpu1.failing.length).map((r) => `- ${r.route}: ${r.cpu1.failing.join(', ')}`);
    if (failing.length) out.push('', 'Failing binary audits:', ...failing);
    out.push('');
  } else if (lh?.error) out.push('## Lighthouse', '', '```', lh.error.slice(0, 800), '```', '');

  if (report.totalSeconds !== undefined) out.push(`Total run time: ${report.totalSeconds} s.`);
  return out.join('\n') + '\n';
}
