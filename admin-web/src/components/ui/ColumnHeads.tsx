import { TableCell, TableHead, TableRow } from '@mui/material';

export type ColumnHead = string | { label: string; align: 'right' };

/** A table's header row: every heading a column header (`th scope="col"`), so a screen reader names each cell's column. */
export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const { label, align } = typeof column === 'string' ? { label: column, align: undefined } : column;
          return (
            <TableCell key={label} component="th" scope="col" align={align}>
              {label}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
