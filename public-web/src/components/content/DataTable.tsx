/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import type { ReactNode } from 'react';

const narrow = '@media (max-width: 599.95px)';

const styles = {
  wrap: css({
    margin: '0 0 16px',
    border: '1px solid #cfd6df',
    borderRadius: 12,
    background: palette.paper,
    overflowX: 'auto',
    '&:focus-visible': { outline: `3px solid ${palette.focus}`, outlineOffset: 2 },
  }),
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: typeScale.ui.fontSize,
    '& caption': { textAlign: 'left', padding: '16px 16px 8px', fontWeight: 700, fontSize: typeScale.body.fontSize },
    '& th, & td': { padding: '12px 16px', textAlign: 'left', verticalAlign: 'top', borderTop: '1px solid #dde2e8' },
    '& thead th': { background: '#e8eff8', borderTop: 0, fontWeight: 700 },
    '& tbody th': { fontWeight: 700 },
    '& td.num, & th.num': { textAlign: 'right', whiteSpace: 'nowrap' },
    // Phones: each row becomes a small card of label-value pairs, so nothing scrolls sideways.
    [narrow]: {
      '& thead': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
      '&, & caption, & tbody, & tr, & th, & td': { display: 'block' },
      '& tbody tr': { borderTop: '1px solid #cfd6df', padding: '8px 0' },
      '& tbody th, & tbody td': { borderTop: 0, padding: '4px 16px' },
      '& tbody td': { display: 'flex', justifyContent: 'space-between', gap: 16 },
      '& tbody td::before': {
        content: 'attr(data-label)',
        color: palette.textSecondary,
        textAlign: 'left',
        whiteSpace: 'normal',
        flex: '1 1 auto',
        minWidth: 0,
      },
      '& td.num': { textAlign: 'right' },
    },
  }),
};

/**
 * A simple accessible table: a caption, column headers and row headers. On phones each row is shown as a
 * list of label and value pairs (explicit ARIA roles keep the table semantics when CSS changes display).
 */
export function DataTable({ caption, head, rows, numeric = [] }: { caption: string; head: string[]; rows: ReactNode[][]; numeric?: number[] }) {
  // The box scrolls sideways when a wide table does not fit: it must then be reachable from the keyboard.
  return (
    <div css={styles.wrap} role="region" aria-label={caption} tabIndex={0}>
      <table css={styles.table} role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {head.map((h, i) => (
              <th key={i} role="columnheader" scope="col" className={numeric.includes(i) ? 'num' : undefined}>
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
                  <td key={c} role="cell" data-label={head[c]} className={numeric.includes(c) ? 'num' : undefined}>
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
