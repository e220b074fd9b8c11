import { palette, typeScale } from '@homeward/theme';

export default `
.hw-data-table {
  margin: 0 0 16px;
  border: 1px solid #cfd6df;
  border-radius: 12px;
  background: ${palette.paper};
  overflow-x: auto;
}
.hw-data-table:focus-visible { outline: 3px solid ${palette.focus}; outline-offset: 2px; }
.hw-data-table__table { width: 100%; border-collapse: collapse; font-size: ${typeScale.ui.fontSize}; }
.hw-data-table__table caption { text-align: left; padding: 16px 16px 8px; font-weight: 700; font-size: ${typeScale.body.fontSize}; }
.hw-data-table__table th, .hw-data-table__table td { padding: 12px 16px; text-align: left; vertical-align: top; border-top: 1px solid #dde2e8; }
.hw-data-table__table thead th { background: #e8eff8; border-top: 0; font-weight: 700; }
.hw-data-table__table tbody th { font-weight: 700; }
.hw-data-table__table td.hw-data-table__num, .hw-data-table__table th.hw-data-table__num { text-align: right; white-space: nowrap; }
/* Phones: each row becomes a small card of label-value pairs, so nothing scrolls sideways. */
@media (max-width: 599.95px) {
  .hw-data-table__table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .hw-data-table__table,
  .hw-data-table__table caption,
  .hw-data-table__table tbody,
  .hw-data-table__table tr,
  .hw-data-table__table th,
  .hw-data-table__table td { display: block; }
  .hw-data-table__table tbody tr { border-top: 1px solid #cfd6df; padding: 8px 0; }
  .hw-data-table__table tbody th, .hw-data-table__table tbody td { border-top: 0; padding: 4px 16px; }
  .hw-data-table__table tbody td { display: flex; justify-content: space-between; gap: 16px; }
  .hw-data-table__table tbody td::before {
    content: attr(data-label);
    color: ${palette.textSecondary};
    text-align: left;
    white-space: normal;
    flex: 1 1 auto;
    min-width: 0;
  }
  .hw-data-table__table td.hw-data-table__num { text-align: right; }
}
`;
