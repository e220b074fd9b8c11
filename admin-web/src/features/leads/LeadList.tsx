import { Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { LEAD_STATUSES } from '@homeward/domain';
import { ConsoleList, ListTableArea, RefreshToolbar, listFilter } from '../../components/ui/ConsoleList.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { statusLabel } from '../../lib/format.js';
import { ExportCsvButton } from './ExportCsvButton.js';
import type { ReactElement, ReactNode } from 'react';

const STATUS_CHOICES = LEAD_STATUSES.map((s) => ({ id: s, name: statusLabel(s) }));

const filters = [
  listFilter.choice('status', 'Status', STATUS_CHOICES, 'All statuses', 180),
  listFilter.date('from', 'Received from'),
  listFilter.date('to', 'Received to'),
];

export interface LeadListProps {
  resource: string;
  storeKey: string;
  loadingText: string;
  emptyTitle: string;
  emptyDescription: string;
  exportFileName: string;
  /** The kind's own filters after status and dates (provider leads: the provider). */
  extraFilters?: ReactElement[];
  /** A DataTable of the leads. */
  children: ReactNode;
}

function LeadTableArea({
  loadingText,
  emptyTitle,
  emptyDescription,
  children,
}: Omit<LeadListProps, 'resource' | 'storeKey' | 'exportFileName' | 'extraFilters'>) {
  const { filterValues } = useListContext();
  const filtered = Boolean(filterValues?.status || filterValues?.from || filterValues?.to || filterValues?.providerId);
  const empty = filtered ? (
    <EmptyState
      title={
        filterValues?.status && !filterValues?.from && !filterValues?.to && !filterValues?.providerId
          ? 'No leads with this status'
          : 'No leads match these filters'
      }
      description={
        filterValues?.providerId
          ? 'Choose another provider, or clear the provider.'
          : filterValues?.from || filterValues?.to
            ? 'Choose other dates or another status.'
            : 'Choose another status, or All statuses.'
      }
    />
  ) : (
    <EmptyState title={emptyTitle} description={emptyDescription} />
  );
  return (
    <ListTableArea loadingText={loadingText} empty={empty}>
      {children}
    </ListTableArea>
  );
}

/** Shared frame of both lead tables: status filter, refresh, CSV export, loading and empty texts. */
export function LeadList({ resource, storeKey, exportFileName, extraFilters = [], ...area }: LeadListProps) {
  return (
    <ConsoleList
      resource={resource}
      storeKey={storeKey}
      filters={[...filters, ...extraFilters]}
      actions={
        <RefreshToolbar>
          <ExportCsvButton resource={resource} fileName={exportFileName} />
        </RefreshToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <LeadTableArea {...area} />
    </ConsoleList>
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
