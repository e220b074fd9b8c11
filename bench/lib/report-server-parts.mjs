// The sections of the bench report for the parts that load the API and its database (api, instances, leads,
// delivery, import, import-health). Each takes its part's result and gives Markdown lines, or none when the
// part has no figures.
import { API_CALL_COLUMNS, DELIVERY_RUN_COLUMNS, HEALTH_RUN_COLUMNS, IMPORT_RUN_COLUMNS, LEAD_RUN_COLUMNS } from './report-columns.mjs';
import { columnsTable, section, table, yes } from './report-tables.mjs';

export function apiSection(api) {
  if (!api.databases) return [];
  return [
    ...section(
      '## API throughput and latency',
      ...api.databases.flatMap((db) => [
        `### ${db.database} (${db.sizes.map((n) => n.toLocaleString('en-AU')).join(' and ')} organisations at the official list's offices; search cache off)`,
        columnsTable(API_CALL_COLUMNS, db.calls),
      ]),
    ),
  ];
}

export function instancesSection(instances) {
  if (!instances.searches) return instances.skipped ? section('## Two instances', `Skipped: ${instances.skipped}.`) : [];
  const l = instances.leads;
  return section(
    `## Two instances over one MySQL and one Redis (${instances.providers.toLocaleString('en-AU')} providers)`,
    table(
      ['search through both', 'req/s (A + B, 32 conn each)', 'p99 ms', 'errors'],
      instances.searches.map((s) => [s.name, s.rps, s.p99, s.errors]),
    ),
    `Leads: ${l.sent} sent alternately to A and B (50 in flight), ${l.created} answered 201 (${l.perSecond}/s), ${l.rows} stored, **${l.lost} lost**. ` +
      `Login limit shared: ${instances.loginLimit.shared ? 'yes' : '**no**'} (statuses ${instances.loginLimit.statuses.join(', ')}). Budget: ${yes(instances.pass)}.`,
  );
}

export const leadsSection = (leads) => (leads.runs ? section('## Lead intake without loss', columnsTable(LEAD_RUN_COLUMNS, leads.runs)) : []);

export const deliverySection = (delivery) =>
  delivery.runs ? section('## Lead email delivery (outbox to a local SMTP server)', columnsTable(DELIVERY_RUN_COLUMNS, delivery.runs)) : [];

export function importSection(imp) {
  if (!imp.runs) return [];
  const problems = imp.runs.flatMap((r) => (r.problems ?? []).map((p) => `- ${r.name}: ${p}`));
  return section(
    '## Provider CSV import (one file, one transaction)',
    columnsTable(IMPORT_RUN_COLUMNS, imp.runs),
    'new: the generated file (every row a new provider); unchanged: the export imported again; all changed: the export with every phone number changed.',
    ...(problems.length ? [problems.join('\n')] : []),
  );
}

export const importHealthSection = (health) =>
  health.runs
    ? section(
        `## Health checks during a 5 MB provider CSV import (budget: slowest under ${health.maxHealthMs} ms)`,
        columnsTable(HEALTH_RUN_COLUMNS, health.runs),
      )
    : [];
