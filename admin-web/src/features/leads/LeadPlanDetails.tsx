import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ProviderLeadPlanDto } from '@homeward/domain';
import { ColumnHeads } from '../../components/ui/ColumnHeads.js';
import { describeLeadPlan } from './lead-plan.js';

/**
 * The plan a provider lead was sent with (from a plan quote on the public site), priced at the provider's
 * prices when it came in: each service with its quantity and price, then the totals.
 */
export function LeadPlanDetails({ plan }: { plan: ProviderLeadPlanDto }) {
  const { rows, totals } = describeLeadPlan(plan);
  return (
    <Box>
      {plan.classificationName ? <Typography sx={{ mb: 1 }}>{plan.classificationName}</Typography> : null}
      {rows.length === 0 ? (
        <Typography>No services</Typography>
      ) : (
        <Table size="small" aria-label="Plan at the provider's prices" sx={{ mb: 1, '& th, & td': { px: 1, py: 0.5 } }}>
          <ColumnHeads columns={['Service', 'A week', 'Price']} />
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row">
                  {row.service}
                </TableCell>
                <TableCell>{row.quantity}</TableCell>
                <TableCell sx={row.priced ? undefined : { fontStyle: 'italic' }}>{row.price}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {totals.map(([label, value]) => (
          <li key={label}>
            <strong>{label}:</strong> {value}
          </li>
        ))}
      </Box>
    </Box>
  );
}
