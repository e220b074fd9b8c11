import { Box } from '@mui/material';
import { DateInput, List, SelectInput, TextInput, useListContext, type ListProps } from 'react-admin';
import { LoadingState } from './LoadingState.js';
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
