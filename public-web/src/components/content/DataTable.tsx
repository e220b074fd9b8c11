import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';

const styles = {
  wrap: css({ overflowX: 'auto', margin: '0 0 8px', border: '1px solid #cfd6df', borderRadius: 12, background: palette.paper }),
  table: css({
    width: '100%', borderCollapse: 'collapse', fontSize: '1.0625rem',
    '& caption': { textAlign: 'left', padding: '16px 16px 8px', fontWeight: 700, fontSize: '1.125rem' },
    '& th, & td': { padding: '12px 16px', textAlign: 'left', verticalAlign: 'top', borderTop: '1px solid #dde2e8' },
    '& thead th': { background: '#e8eff8', borderTop: 0, fontWeight: 700 },
    '& tbody th': { fontWeight: 700 },
    '& td.num, & th.num': { textAlign: 'right', whiteSpace: 'nowrap' },
  }),
};

/**
 * A simple accessible table: a caption, column headers and row headers. It scrolls sideways inside its
 * own box on narrow screens; the box is focusable so keyboard users can scroll it too.
 */
export function DataTable({ caption, head, rows, numeric = [] }: { caption: ReactNode; head: ReactNode[]; rows: ReactNode[][]; numeric?: number[] }) {
  return (
    <div css={styles.wrap} role="region" aria-label={typeof caption === 'string' ? caption : 'Table'} tabIndex={0}>
      <table css={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>{head.map((h, i) => <th key={i} scope="col" className={numeric.includes(i) ? 'num' : undefined}>{h}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => c === 0
                ? <th key={c} scope="row">{cell}</th>
                : <td key={c} className={numeric.includes(c) ? 'num' : undefined}>{cell}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
