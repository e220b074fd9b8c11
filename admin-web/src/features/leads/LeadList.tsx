import { Box, Stack, Typography } from '@mui/material';
import { DateInput, List, RefreshButton, SelectInput, TopToolbar, useListContext } from 'react-admin';
import { LEAD_STATUSES } from '@homeward/domain';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { LoadingState } from '../../components/ui/LoadingState.js';
import { statusLabel } from '../../lib/format.js';
import { ExportCsvButton } from './ExportCsvButton.js';
import type { ReactNode } from 'react';

const STATUS_CHOICES = LEAD_STATUSES.map((s) => ({ id: s, name: statusLabel(s) }));

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={STATUS_CHOICES}
    emptyText="All statuses"
    alwaysOn
    helperText={false}
    size="small"
    margin="none"
    sx={{ minWidth: 180 }}
  />,
  <DateInput key="from" source="from" label="Received from" alwaysOn helperText={false} size="small" margin="none" />,
  <DateInput key="to" source="to" label="Received to" alwaysOn helperText={false} size="small" margin="none" />,
];

export interface LeadListProps {
  resource: string;
  storeKey: string;
  loadingText: string;
  emptyTitle: string;
  emptyDescription: string;
  exportFileName: string;
  /** A DataTable of the leads. */
  children: ReactNode;
}

function LeadTableArea({ loadingText, emptyTitle, emptyDescription, children }: Omit<LeadListProps, 'resource' | 'storeKey' | 'exportFileName'>) {
  const { isPending, total, filterValues } = useListContext();
  if (isPending) return <LoadingState text={loadingText} />;
  if (!total) {
    const filtered = Boolean(filterValues?.status || filterValues?.from || filterValues?.to);
    return filtered ? (
      <EmptyState
        title={filterValues?.status && !filterValues?.from && !filterValues?.to ? 'No leads with this status' : 'No leads match these filters'}
        description={filterValues?.from || filterValues?.to ? 'Choose other dates or another status.' : 'Choose another status, or All statuses.'}
      />
    ) : (
      <EmptyState title={emptyTitle} description={emptyDescription} />
    );
  }
  return <Box sx={{ overflowX: 'auto' }}>{children}</Box>;
}

/** Shared frame of both lead tables: status filter, refresh, CSV export, loading and empty texts. */
export function LeadList({ resource, storeKey, exportFileName, ...area }: LeadListProps) {
  return (
    <List
      resource={resource}
      storeKey={storeKey}
      disableAuthentication
      filters={filters}
      actions={
        <TopToolbar>
          <RefreshButton label="Refresh" />
          <ExportCsvButton resource={resource} fileName={exportFileName} />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      title={false}
    >
      <LeadTableArea {...area} />
    </List>
  );
}

/** Name with email and phone under it. */
export function ContactCell({ name, email, phone, extra }: { name: string; email: string; phone: string; extra?: string }) {
  return (
    <Stack sx={{ minWidth: { xs: 160, lg: 220 } }}>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {email}
      </Typography>
      <Typography component="span" variant="body2">
        {phone}
      </Typography>
      {/* Folded-in columns on narrow screens. */}
      {extra ? (
        <Typography component="span" variant="body2" className="narrow-only">
          {extra}
        </Typography>
      ) : null}
    </Stack>
  );
}
