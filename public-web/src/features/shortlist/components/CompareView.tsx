/** @jsxImportSource @emotion/react */
import { Link } from 'react-router';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import type { CompareResponse } from '@homeward/domain';
import { link, surface, typo } from '../../../components/ui/tool-styles.js';
import { providerProfilePath } from '../../../app/paths.js';
import { compareRows } from '../compare-rows.js';

/** From this width (and on paper) the comparison is a table; below it, one provider after another. */
const TABLE_FROM = '@media (min-width: 1000px)';

const styles = {
  table: css({
    display: 'none',
    [TABLE_FROM]: { display: 'table' },
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'collapse',
    '& th, & td': { border: `1px solid #c4c9d0`, padding: '10px 12px', textAlign: 'left', verticalAlign: 'top', overflowWrap: 'anywhere' },
    '& thead th': { background: '#e8eef7', fontSize: typeScale.h4.fontSize },
    '& tbody th': { background: '#f6f7f9', fontWeight: 600, width: '15rem' },
    '@media print': {
      display: 'table',
      fontSize: '9pt',
      '& th, & td': { padding: '4px 6px' },
      '& thead th': { fontSize: '10pt' },
      '& tbody th': { width: '28mm' },
      '& tr': { breakInside: 'avoid' },
      // One size on paper: the screen's larger figures and headings would crowd four columns.
      '& td *, & th *': { fontSize: 'inherit !important', lineHeight: 1.3 },
    },
  }),
  corner: css({ width: '15rem', '@media print': { width: '28mm' } }),
  cards: css({
    display: 'grid',
    gap: 24,
    [TABLE_FROM]: { display: 'none' },
    '@media print': { display: 'none' },
  }),
  card: css([surface, { padding: 16, scrollMarginTop: 16 }]),
  cardTitle: css([typo.h3, { marginBottom: 4, overflowWrap: 'anywhere' }]),
  position: css([typo.small, typo.muted, { marginBottom: 12 }]),
  rows: css({ margin: 0, display: 'grid' }),
  row: css({ padding: '10px 0', borderTop: `1px solid #d5dae1`, '& dt': { fontWeight: 700, marginBottom: 4 }, '& dd': { margin: 0 } }),
  jump: css({ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', margin: '0 0 16px', padding: 0, [TABLE_FROM]: { display: 'none' } }),
  jumpLink: css([link, { display: 'inline-flex', alignItems: 'center', minHeight: 44, color: palette.primaryDark }]),
};

/**
 * The comparison: a table with a row-header column at 1280 px and on paper; on a phone, one provider per card with
 * the same rows in the same order (never a table wider than the screen). Both come from compareRows().
 */
export function CompareView({ response }: { response: CompareResponse }) {
  const rows = compareRows(response);
  const columns = response.providers;
  const count = columns.length;
  return (
    <div data-testid="compare-view">
      <table css={styles.table} data-testid="compare-table">
        <caption className="hw-visually-hidden">{count === 1 ? 'One provider' : `${count} providers`} side by side: each row is one thing to compare</caption>
        <thead>
          <tr>
            <td css={styles.corner} />
            {columns.map((c) => (
              <th key={c.id} scope="col">
                <Link to={providerProfilePath(c.id)} css={link}>
                  {c.businessName}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">{row.label}</th>
              {columns.map((c) => (
                <td key={c.id}>{row.cell(c)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <div css={styles.cards} data-testid="compare-cards">
        {count > 1 && (
          <nav aria-label="Providers in this comparison">
            <ul css={styles.jump}>
              {columns.map((c) => (
                <li key={c.id}>
                  <a href={`#compare-card-${c.id}`} css={styles.jumpLink}>
                    {c.businessName}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {columns.map((c, i) => (
          <section key={c.id} id={`compare-card-${c.id}`} aria-labelledby={`compare-card-${c.id}-name`} css={styles.card} data-testid="compare-card">
            <h2 id={`compare-card-${c.id}-name`} css={styles.cardTitle}>
              <Link to={providerProfilePath(c.id)} css={link}>
                {c.businessName}
              </Link>
            </h2>
            <p css={styles.position}>
              Provider {i + 1} of {count}
            </p>
            <dl css={styles.rows}>
              {rows.map((row) => (
                <div key={row.key} css={styles.row} data-row={row.key}>
                  <dt>{row.label}</dt>
                  <dd>{row.cell(c)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  );
}
