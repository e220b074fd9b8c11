import { focusOutline, palette, typeScale } from '@homeward/theme';

/** The card layout's rules for the tables under `scope`, inside `media`. */
function stacked(media: string, scope: string): string {
  const t = `${scope} .hw-data-table__table`;
  return `${media} {
  ${t} thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  ${t}, ${t} caption, ${t} tbody, ${t} tr, ${t} th, ${t} td { display: block; }
  ${t} tbody tr { border-top: 1px solid #cfd6df; padding: 8px 0; }
  ${t} tbody th, ${t} tbody td { border-top: 0; padding: 4px 16px; }
  ${t} tbody td { display: flex; flex-wrap: wrap; justify-content: space-between; column-gap: 16px; row-gap: 2px; }
  ${t} tbody td::before {
    content: attr(data-label);
    color: ${palette.textSecondary};
    text-align: left;
    white-space: normal;
    overflow-wrap: normal;
    flex: 1 1 10em;
  }
  ${t} td.hw-data-table__num { text-align: right; }
}`;
}

export default `
.hw-data-table {
  margin: 0 0 16px;
  border: 1px solid #cfd6df;
  border-radius: 12px;
  background: ${palette.paper};
  overflow-x: auto;
}
.hw-data-table:focus-visible { ${focusOutline()} }
.hw-data-table__table { width: 100%; border-collapse: collapse; font-size: ${typeScale.ui.fontSize}; }
.hw-data-table__table caption { text-align: left; padding: 16px 16px 8px; font-weight: 700; font-size: ${typeScale.body.fontSize}; }
.hw-data-table__table th, .hw-data-table__table td { padding: 12px 16px; text-align: left; vertical-align: top; border-top: 1px solid #dde2e8; }
.hw-data-table__table thead th { background: #e8eff8; border-top: 0; font-weight: 700; }
.hw-data-table__table tbody th { font-weight: 700; }
.hw-data-table__table td.hw-data-table__num, .hw-data-table__table th.hw-data-table__num { text-align: right; white-space: nowrap; }
/*
 * Each row becomes a small card of label-value pairs, so nothing scrolls sideways: on phones for every table,
 * and below 900px for a wide table (stackBelow="md": at 200% zoom a laptop is 640px wide). A label keeps its
 * words whole (the page's overflow-wrap would otherwise split "Sunday" letter by letter in a narrow column):
 * when label and value do not fit on one line, the value goes under the label.
 */
${stacked('@media (max-width: 599.95px)', '.hw-data-table')}
${stacked('@media (max-width: 899.95px)', '.hw-data-table--stack-md')}
`;
