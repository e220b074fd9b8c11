// The Markdown pieces every bench part's section in bench/results/latest.md is built from.

/** A budget verdict as a cell: a failure stands out in bold. */
export const yes = (pass) => (pass ? 'pass' : '**FAIL**');

export const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** A table given as columns of [heading, cell of an item] (bench/lib/report-columns.mjs). */
export const columnsTable = (columns, items) =>
  table(
    columns.map(([heading]) => heading),
    items.map((item) => columns.map(([, cell]) => cell(item))),
  );

/** A heading and its blocks (paragraphs, tables, lists), each followed by the blank line Markdown needs between them. */
export const section = (heading, ...blocks) => [heading, '', ...blocks.flatMap((block) => [block, ''])];

/** What a part that threw shows instead of its tables: the start of its error. */
export const failedPart = (title, error) => section(`## ${title}`, ['```', error.slice(0, 800), '```'].join('\n'));
