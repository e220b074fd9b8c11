import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PageState } from '../app/PageState.js';
import { PortalPageHeading } from '../app/PortalPageHeading.js';
import { PORTAL_QUERY_KEYS, usePortalData } from '../app/use-portal.js';
import { OutlinedTable } from '../../components/ui/ColumnHeads.js';
import { contactedLabel, durationLabel, figuresSummary, monthLabel } from './figures-format.js';

/** /partners/figures: leads per month, the share contacted within 2 business days, the median time to first contact. */
export function FiguresPage() {
  const data = usePortalData();
  const figures = useQuery({ queryKey: PORTAL_QUERY_KEYS.figures, queryFn: () => data.getFigures() });
  if (!figures.data) return <PageState isPending={figures.isPending} error={figures.error} />;
  const months = [...figures.data.months].sort((a, b) => b.month.localeCompare(a.month));
  const summary = figuresSummary(months);

  return (
    <>
      <PortalPageHeading title="Figures">
        In the last 12 months you had <strong>{summary.leads}</strong> {summary.leads === 1 ? 'lead' : 'leads'}. Each month shows how many of its leads you
        contacted within 2 business days, counting only leads whose 2 days are up or that you have contacted, and the usual (median) time to first contact.
      </PortalPageHeading>
      <OutlinedTable
        label="Your figures by month"
        columns={[
          'Month',
          { label: 'Leads', align: 'right' },
          { label: 'Contacted within 2 business days', align: 'right' },
          { label: 'Median time to first contact', align: 'right' },
        ]}
      >
        {months.map((m) => (
          <TableRow key={m.month}>
            <TableCell component="th" scope="row">
              {monthLabel(m.month)}
            </TableCell>
            <TableCell align="right">{m.leads}</TableCell>
            <TableCell align="right">{contactedLabel(m)}</TableCell>
            <TableCell align="right">{durationLabel(m.medianHoursToFirstContact)}</TableCell>
          </TableRow>
        ))}
      </OutlinedTable>
      <Box sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Business days are Monday to Friday, not counting national public holidays, in your state&apos;s time zone.
        </Typography>
      </Box>
    </>
  );
}
