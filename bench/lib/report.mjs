// Renders bench results as the readable table in bench/results/latest.md.
import { renderSearchWhileSaving } from '../parts/search-while-saving.mjs';
import { interactionSection, lighthouseSection, longTasksSection, weightSection } from './report-page-parts.mjs';
import { apiSection, deliverySection, importHealthSection, importSection, instancesSection, leadsSection } from './report-server-parts.mjs';
import { failedPart, table, yes } from './report-tables.mjs';

/** The parts in the order the report shows them, with the heading a part that threw is shown under. */
const SECTIONS = [
  { part: 'api', failedTitle: 'API', render: apiSection },
  { part: 'instances', failedTitle: 'Two instances', render: instancesSection },
  { part: 'leads', failedTitle: 'Leads', render: leadsSection },
  { part: 'delivery', failedTitle: 'Lead email delivery', render: deliverySection },
  { part: 'weight', failedTitle: 'Page weight', render: weightSection },
  { part: 'lighthouse', failedTitle: 'Lighthouse', render: lighthouseSection },
  { part: 'interaction', failedTitle: 'Interaction to Next Paint', render: interactionSection },
  { part: 'long-tasks', failedTitle: 'Main-thread long tasks', render: longTasksSection },
  { part: 'import', failedTitle: 'Provider CSV import', render: importSection },
  { part: 'import-health', failedTitle: 'Health checks during a provider CSV import', render: importHealthSection },
];

/** A part's figures; if it has none, its error; a part not run shows nothing. */
function partSection(report, { part, failedTitle, render }) {
  const result = report.parts[part];
  if (!result) return [];
  const lines = render(result, report);
  if (lines.length) return lines;
  return result.error ? failedPart(failedTitle, result.error) : [];
}

export function renderMarkdown(report) {
  const m = report.machine;
  const out = [
    '# Homeward benchmark results',
    '',
    `Run ${report.date} on ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}. MySQL: ${report.mysql}.`,
    'Budgets: bench/budgets.json. Ratios compare the API with a raw node:http server and a bare NestJS 11 app answering the same bytes, measured in the same run: quote the ratios, since absolute figures drift on a shared machine.',
    '',
    ...SECTIONS.flatMap((section) => partSection(report, section)),
    ...renderSearchWhileSaving(report.parts['search-while-saving'], table, yes),
  ];
  if (report.totalSeconds !== undefined) out.push(`Total run time: ${report.totalSeconds} s.`);
  return out.join('\n') + '\n';
}
