import { Box } from '@mui/material';
import { DataTable, DateInput, List, RefreshButton, SelectInput, TextInput, TopToolbar, useListContext, type ListProps, type RaRecord } from 'react-admin';
import { LoadingState } from './LoadingState.js';
import { responsiveTableSx } from './responsive-table.js';
import type { ReactNode } from 'react';

/**
 * A console list: react-admin's List as every tab uses it. The console's own guard (not react-admin's) checks
 * the session, no empty page replaces the table (the table says what is empty), and the page title is ours.
 */
export function ConsoleList(props: Omit<ListProps, 'disableAuthentication' | 'empty' | 'title'> & { resource: string; storeKey: string }) {
  return <List {...props} disableAuthentication empty={false} title={false} />;
}

/**
 * Where a console list's table goes: its loading text until the first page arrives, the empty state (when
 * given) for a list with nothing in it, else the table, scrolling sideways on a narrow screen.
 */
export function ListTableArea({ loadingText, empty, children }: { loadingText: string; empty?: ReactNode; children: ReactNode }) {
  const { isPending, total } = useListContext();
  if (isPending) return <LoadingState text={loadingText} />;
  if (empty && !total) return empty;
  return <Box sx={{ overflowX: 'auto' }}>{children}</Box>;
}

/** The buttons above a console list: Refresh, then any others (such as a CSV export). */
export function RefreshToolbar({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar>
      <RefreshButton label="Refresh" />
      {children}
    </TopToolbar>
  );
}

export interface ConsoleTableProps extends Pick<ListProps, 'filters' | 'filterDefaultValues' | 'sort'> {
  resource: string;
  storeKey: string;
  loadingText: string;
  /** Shown instead of the table while the list has nothing in it. */
  empty: ReactNode;
  /** Below this breakpoint the table folds its wide-only columns. */
  foldBelow: 'md' | 'lg' | 'xl';
  /** The DataTable's columns. */
  children: ReactNode;
}

/**
 * A dashboard tab's table of records to look at, not pick: a Refresh button, 25 a page, the loading and
 * empty texts, then the columns, with no row click and no bulk actions (each row has its own buttons).
 */
export function ConsoleTable<T extends RaRecord>({
  resource,
  storeKey,
  filters,
  filterDefaultValues,
  sort,
  loadingText,
  empty,
  foldBelow,
  children,
}: ConsoleTableProps) {
  return (
    <ConsoleList
      resource={resource}
      storeKey={storeKey}
      filters={filters}
      filterDefaultValues={filterDefaultValues}
      actions={<RefreshToolbar />}
      sort={sort}
      perPage={25}
    >
      <ListTableArea loadingText={loadingText} empty={empty}>
        <DataTable<T> rowClick={false} bulkActionButtons={false} sx={responsiveTableSx(foldBelow)}>
          {children}
        </DataTable>
      </ListTableArea>
    </ConsoleList>
  );
}

/** The filter fields above the console's tables: always shown, small, no helper text. */
export const listFilter = {
  search: (source: string, label: string) => (
    <TextInput key={source} source={source} label={label} alwaysOn resettable={false} helperText={false} size="small" />
  ),
  choice: (source: string, label: string, choices: ReadonlyArray<{ id: string; name: string }>, emptyText: string, minWidth = 160) => (
    <SelectInput
      key={source}
      source={source}
      label={label}
      choices={[...choices]}
      emptyText={emptyText}
      alwaysOn
      helperText={false}
      size="small"
      margin="none"
      sx={{ minWidth }}
    />
  ),
  date: (source: string, label: string) => <DateInput key={source} source={source} label={label} alwaysOn helperText={false} size="small" margin="none" />,
};
