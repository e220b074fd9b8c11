import { Box, Stack, Typography } from '@mui/material';
import { DataTable, DateInput, List, RefreshButton, SelectInput, TextInput, TopToolbar, useListContext } from 'react-admin';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEventDto } from '@homeward/domain';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { LoadingState } from '../../components/ui/LoadingState.js';
import { RESOURCES } from '../../lib/data-provider.js';
import { formatAuDateTime } from '../../lib/format.js';
import { ACTION_LABELS, ENTITY_LABELS, describeActor, describeChanges, describeRecord } from './audit-format.js';

const Col = DataTable.Col<AuditEventDto>;

const filters = [
  <TextInput key="actorEmail" source="actorEmail" label="Admin email" alwaysOn resettable={false} helperText={false} size="small" />,
  <SelectInput
    key="entity"
    source="entity"
    label="Record"
    choices={AUDIT_ENTITIES.map((e) => ({ id: e, name: ENTITY_LABELS[e] }))}
    emptyText="All records"
    alwaysOn
    helperText={false}
    size="small"
    margin="none"
    sx={{ minWidth: 160 }}
  />,
  <SelectInput
    key="action"
    source="action"
    label="Action"
    choices={AUDIT_ACTIONS.map((a) => ({ id: a, name: ACTION_LABELS[a] }))}
    emptyText="All actions"
    alwaysOn
    helperText={false}
    size="small"
    margin="none"
    sx={{ minWidth: 180 }}
  />,
  <DateInput key="from" source="from" label="From" alwaysOn helperText={false} size="small" margin="none" />,
  <DateInput key="to" source="to" label="To" alwaysOn helperText={false} size="small" margin="none" />,
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
  const { isPending } = useListContext<AuditEventDto>();
  if (isPending) return <LoadingState text="Loading audit trail..." />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
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
    </Box>
  );
}

/** The audit tab: every admin write and sign-in, newest first; read-only (the API has no way to change it). */
export function AuditPanel() {
  return (
    <List
      resource={RESOURCES.audit}
      storeKey="homeward.audit"
      disableAuthentication
      filters={filters}
      actions={
        <TopToolbar>
          <RefreshButton label="Refresh" />
        </TopToolbar>
      }
      sort={{ field: 'id', order: 'DESC' }}
      perPage={50}
      empty={false}
      title={false}
    >
      <AuditTable />
    </List>
  );
}
