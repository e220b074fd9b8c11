// The columns of every table in the bench report, each as [heading, cell of a row], so a heading stands
// beside what fills it (a wide table with the headings in one list and the cells in another is easy to misalign).
import { yes } from './report-tables.mjs';

const seconds = (ms) => (ms === undefined ? '-' : (ms / 1000).toFixed(1));
const perSecond = (rows, ms) => (ms ? Math.round(rows / (ms / 1000)) : '-');

export const API_CALL_COLUMNS = [
  ['call', (c) => c.name],
  ['results', (c) => c.results ?? '-'],
  ['req/s, real size (64 conn)', (c) => c.small.rps],
  ['p99 ms (8 conn)', (c) => c.small.p99],
  ['req/s, ten times', (c) => c.large?.rps ?? '-'],
  ['p99 ms', (c) => c.large?.p99 ?? '-'],
  ['ten times / real', (c) => c.growth ?? '-'],
  ['errors', (c) => c.small.errors + c.small.non2xx + (c.large ? c.large.errors + c.large.non2xx : 0)],
  ['budget', (c) => yes(c.pass)],
];

export const LEAD_RUN_COLUMNS = [
  ['run', (r) => r.name],
  ['sent', (r) => r.sent],
  ['201', (r) => r.created],
  ['rows in DB', (r) => r.rows],
  ['lost (201 not stored)', (r) => r.lost],
  ['retryable non-201', (r) => r.retryable],
  ['other', (r) => r.other],
  ['served after', (r) => (r.servesAfter ? 'yes' : 'no')],
  ['budget', (r) => yes(r.pass)],
];

export const DELIVERY_RUN_COLUMNS = [
  ['run', (r) => r.name],
  ['API processes', (r) => r.apiProcesses],
  ['201', (r) => r.created],
  ['delivered', (r) => r.delivered],
  ['lost', (r) => r.lost],
  ['duplicated', (r) => r.duplicated],
  ['unexpected', (r) => r.unexpected],
  ['submit s', (r) => r.submitSeconds],
  ['all delivered s', (r) => r.allDeliveredSeconds],
  ['max queue', (r) => r.maxQueueDepth],
  ['submit to delivery median ms', (r) => r.medianMs],
  ['p99 ms', (r) => r.p99Ms],
  ['max ms', (r) => r.maxMs],
  ['budget', (r) => yes(r.pass)],
];

export const IMPORT_RUN_COLUMNS = [
  ['database', (r) => r.name],
  ['rows', (r) => r.rows],
  ['MB', (r) => r.megabytes],
  ['new: dry run s', (r) => seconds(r.dryRunMs)],
  ['rows/s', (r) => perSecond(r.rows, r.dryRunMs)],
  ['new: apply s', (r) => seconds(r.applyMs)],
  ['rows/s', (r) => perSecond(r.rows, r.applyMs)],
  ['export s', (r) => seconds(r.exportMs)],
  ['unchanged: dry run s', (r) => seconds(r.reimportDryRunMs)],
  ['unchanged: apply s', (r) => seconds(r.reimportApplyMs)],
  ['all changed: dry run s', (r) => seconds(r.updateDryRunMs)],
  ['all changed: apply s', (r) => seconds(r.updateApplyMs)],
  ['rows/s', (r) => perSecond(r.rows, r.updateApplyMs)],
  ['check', (r) => yes(r.pass)],
];

export const HEALTH_RUN_COLUMNS = [
  ['file', (r) => r.name],
  ['rows', (r) => r.rows],
  ['MB', (r) => r.megabytes],
  ['import answer', (r) => r.importStatus],
  ['import s', (r) => (r.importMs / 1000).toFixed(1)],
  ['health checks', (r) => r.healthChecks],
  ['p50 ms', (r) => r.healthP50Ms],
  ['max ms', (r) => r.healthMaxMs],
  ['check', (r) => yes(r.pass)],
];

export const WEIGHT_ROUTE_COLUMNS = [
  ['route', (r) => r.route],
  ['kind', (r) => r.kind ?? '-'],
  ['JS bytes (browser)', (r) => r.browserJsBytes ?? '-'],
  ['target bytes', (r) => r.targetBytes ?? '-'],
  ['JS KiB (browser)', (r) => r.browserJsKB],
  ['JS KiB (build)', (r) => r.buildJsKB],
  ['CSS KiB (browser)', (r) => r.browserCssKB],
  ['files', (r) => r.browserFiles],
  ['admin requests', (r) => r.adminRequests],
  ['target', (r) => yes(r.pass)],
];

export const FIRST_PAINT_COLUMNS = [
  ['route', (r) => r.route],
  ['FCP ms', (r) => r.default.fcpMs],
  ['LCP ms', (r) => r.default.lcpMs],
  ['FCP - static', (r) => (r.reference ? '-' : r.fcpOverReferenceMs)],
  ['LCP - static', (r) => (r.reference ? '-' : r.lcpOverReferenceMs)],
  ['FCP runs', (r) => r.default.fcpRunsMs.join(' / ')],
  ['LCP runs', (r) => r.default.lcpRunsMs.join(' / ')],
  ['render-blocking', (r) => r.default.renderBlocking.length],
  ['first paint', (r) => (r.reference ? '-' : yes(r.firstPaintPass))],
];

export const SCORE_COLUMNS = [
  ['route', (r) => r.route],
  ['perf default', (r) => r.default.performance],
  ['perf cpu1', (r) => r.cpu1.performance],
  ['a11y', (r) => r.cpu1.accessibility],
  ['best practices', (r) => r.cpu1.bestPractices],
  ['SEO', (r) => r.cpu1.seo],
  ['LCP ms default/cpu1', (r) => `${r.default.lcpMs}/${r.cpu1.lcpMs}`],
  ['TBT ms default/cpu1', (r) => `${r.default.tbtMs}/${r.cpu1.tbtMs}`],
  ['CLS', (r) => r.cpu1.cls],
  ['budget', (r) => yes(r.pass)],
];

export const BLOCKING_TIME_COLUMNS = [
  ['route', (r) => r.route],
  ['kind', (r) => r.kind ?? '-'],
  ['TBT ms', (r) => r.default.tbtMs],
  ['TBT runs', (r) => (r.default.tbtRunsMs ?? []).join(' / ')],
  ['budget ms', (r) => r.tbtBudgetMs ?? '-'],
  ['long tasks (ms)', (r) => (r.default.longTasks ?? []).map((t) => `${t.url} ${t.ms}`).join(', ') || '-'],
  ['TBT', (r) => (r.reference ? '-' : yes(r.tbtPass))],
];

export const INTERACTION_COLUMNS = [
  ['interaction', (r) => r.name],
  ['page', (r) => r.path],
  ['INP ms', (r) => r.inpMs],
  ['INP runs', (r) => r.inpRunsMs.join(' / ')],
  ['shown ms', (r) => r.shownMs],
  ['errors', (r) => (r.errors.length ? r.errors.join('; ') : 0)],
  ['budget', (r) => (r.reference ? '-' : yes(r.pass))],
];

export const LONG_TASK_COLUMNS = [
  ['route', (r) => r.route],
  ['blocking ms', (r) => r.blockingMs],
  ['runs', (r) => r.blockingRunsMs.join(' / ')],
  ['main-thread CPU ms', (r) => r.cpuMs],
  ['longest tasks (ms)', (r) => r.longTasks.map((t) => `${t.what} ${t.ms}`).join(', ') || '-'],
];
