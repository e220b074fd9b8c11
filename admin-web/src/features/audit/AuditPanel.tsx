import { Box, Stack, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEventDto } from '@homeward/domain';
import { ConsoleList, ListTableArea, RefreshToolbar, listFilter } from '../../components/ui/ConsoleList.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { RESOURCES } from '../../lib/data-provider.js';
import { formatAuDateTime } from '../../lib/format.js';
import { ACTION_LABELS, ENTITY_LABELS, describeActor, describeChanges, describeRecord } from './audit-format.js';

const Col = DataTable.Col<AuditEventDto>;

const filters = [
  listFilter.search('actorEmail', 'Admin email'),
  listFilter.choice(
    'entity',
    'Record',
    AUDIT_ENTITIES.map((e) => ({ id: e, name: ENTITY_LABELS[e] })),
    'All records',
  ),
  listFilter.choice(
    'action',
    'Action',
    AUDIT_ACTIONS.map((a) => ({ id: a, name: ACTION_LABELS[a] })),
    'All actions',
    180,
  ),
  listFilter.date('from', 'From'),
  listFilter.date('to', 'To'),
];

/** The changed fields, one per line (before → after; "changed" for personal details). */
export function ChangesCell({ event }: { event: AuditEventDto }) {
  const lines = describeChanges(event.changes);
  return (
    <Stack sx={{ minWidth: 220, maxWidth: 420 }}>
      {lines.slice(0, 8).map((line) => (
        <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
      {lines.length > 8 ? <Typography variant="body2">and {lines.length - 8} more fields</Typography> : null}
      {event.reason ? (
        <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          Reason: {event.reason}
        </Typography>
      ) : null}
    </Stack>
  );
}

function AuditTable() {
  return (
    <ListTableArea loadingText="Loading audit trail...">
      <DataTable<AuditEventDto>
        rowClick={false}
        bulkActionButtons={false}
        empty={<EmptyState title="No audit entries" description="Nothing matches these filters." />}
      >
        <Col source="at" label="When" render={(e) => <Box sx={{ minWidth: 110 }}>{formatAuDateTime(e.at)}</Box>} />
        <Col label="Who" disableSort render={(e) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{describeActor(e)}</Box>} />
        <Col label="Action" disableSort render={(e) => ACTION_LABELS[e.action] ?? e.action} />
        <Col label="Record" disableSort render={describeRecord} />
        <Col label="Changes" disableSort render={(e) => <ChangesCell event={e} />} />
      </DataTable>
    </ListTableArea>
  );
}

/** The audit tab: every admin write and sign-in, newest first; read-only (the API has no way to change it). */
export function AuditPanel() {
  return (
    <ConsoleList
      resource={RESOURCES.audit}
      storeKey="homeward.audit"
      filters={filters}
      actions={<RefreshToolbar />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={50}
    >
      <AuditTable />
    </ConsoleList>
  );
}
