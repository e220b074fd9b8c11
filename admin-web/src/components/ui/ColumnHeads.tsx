import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

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

/**
 * A small read-only table on an outlined sheet: named for screen readers, its column heads, then its rows.
 * `scrollable`: a table too wide for a phone scrolls sideways in a region the keyboard can reach and scroll.
 */
export function OutlinedTable({
  label,
  columns,
  children,
  scrollable = false,
}: {
  label: string;
  columns: readonly ColumnHead[];
  children: ReactNode;
  scrollable?: boolean;
}) {
  const region = scrollable ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } : {};
  return (
    <TableContainer component={Paper} variant="outlined" {...region}>
      <Table aria-label={label}>
        <ColumnHeads columns={columns} />
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
