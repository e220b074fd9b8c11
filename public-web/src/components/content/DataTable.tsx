import type { ReactNode } from 'react';

/**
 * A simple accessible table: a caption, column headers and row headers. On phones each row is shown as a
 * list of label and value pairs (explicit ARIA roles keep the table semantics when CSS changes display).
 */
export function DataTable({
  caption,
  head,
  rows,
  numeric = [],
  stackBelow = 'sm',
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  numeric?: number[];
  /** Where rows become cards: on phones ('sm'), or below 900px for a wide table ('md'). */
  stackBelow?: 'sm' | 'md';
}) {
  // The box scrolls sideways when a wide table does not fit: it must then be reachable from the keyboard.
  return (
    <div className={stackBelow === 'md' ? 'hw-data-table hw-data-table--stack-md' : 'hw-data-table'} role="region" aria-label={caption} tabIndex={0}>
      <table className="hw-data-table__table" role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {head.map((h, i) => (
              <th key={i} role="columnheader" scope="col" className={numeric.includes(i) ? 'hw-data-table__num' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, r) => (
            <tr key={r} role="row">
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} role="rowheader" scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c} role="cell" data-label={head[c]} className={numeric.includes(c) ? 'hw-data-table__num' : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
