import { Alert, Button, TableCell, TableRow } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { LoadingState } from '../../components/ui/LoadingState.js';
import { formatAuDateTime } from '../../lib/format.js';
import { OutlinedTable } from '../../components/ui/ColumnHeads.js';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

/** Dashboard tab: provider leads still "new" two business days after they arrived. */
export function OverdueLeadsPanel() {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const overdue = useQuery({ queryKey: ['admin', 'leads-overdue'], queryFn: () => dataProvider.getOverdueLeads() });
  if (overdue.isPending) return <LoadingState text="Loading overdue leads..." />;
  if (overdue.isError) return <Alert severity="error">The overdue leads could not be loaded.</Alert>;
  if (overdue.data.length === 0) return <EmptyState title="No overdue leads" description="Every provider has acted on its leads within 2 business days." />;
  return (
    <OutlinedTable label="Overdue leads" columns={['Provider', 'Received', 'Should have been contacted by', 'Reminder emailed', 'Lead']}>
      {overdue.data.map((lead) => (
        <TableRow key={lead.id}>
          <TableCell component="th" scope="row">
            {lead.providerName}
          </TableCell>
          <TableCell>{formatAuDateTime(lead.createdAt)}</TableCell>
          <TableCell>{formatAuDateTime(lead.contactBy)}</TableCell>
          <TableCell>
            {lead.held ? 'None: the provider is not on Homeward, so the team has it' : lead.reminderSentAt ? formatAuDateTime(lead.reminderSentAt) : 'Not yet'}
          </TableCell>
          <TableCell>
            <Button
              component={RouterLink}
              to={paths.providerLead(lead.id)}
              size="small"
              variant="outlined"
              aria-label={`Open lead ${lead.id} for ${lead.providerName}`}
            >
              Open
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </OutlinedTable>
  );
}
