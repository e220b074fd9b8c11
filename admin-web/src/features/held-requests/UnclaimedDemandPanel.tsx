import { Box, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import type { UnclaimedDemandDto } from '@homeward/domain';
import { ConsoleTable, listFilter } from '../../components/ui/ConsoleList.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { formatAuDateTime } from '../../lib/format.js';

export const UNCLAIMED_DEMAND_RESOURCE = 'unclaimed-demand';

const Col = DataTable.Col<UnclaimedDemandDto>;

const filters = [listFilter.search('q', 'Search organisation')];

/** Dashboard tab: organisations not on Homeward that families asked for, most asked first: whom to invite first. */
export function UnclaimedDemandPanel() {
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Organisations that have not joined Homeward, with how many families asked them to get in touch. Invite the most asked-for first.
      </Typography>
      <ConsoleTable<UnclaimedDemandDto>
        resource={UNCLAIMED_DEMAND_RESOURCE}
        storeKey="homeward.unclaimed-demand"
        filters={filters}
        sort={{ field: 'requests', order: 'DESC' }}
        loadingText="Loading organisations..."
        empty={<EmptyState title="No requests yet" description="When families ask an organisation that has not joined Homeward, it appears here." />}
        foldBelow="md"
      >
        <Col
          source="organisation"
          label="Organisation"
          render={(o) => (
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {o.organisation}
            </Typography>
          )}
        />
        <Col label="Main office" disableSort render={(o) => o.organisationPlace} />
        <Col source="requests" label="Families who asked" render={(o) => <Box sx={{ textAlign: 'right' }}>{o.requests}</Box>} />
        <Col source="waiting" label="Waiting for us" render={(o) => <Box sx={{ textAlign: 'right' }}>{o.waiting}</Box>} />
        <Col source="latestRequestAt" label="Latest request" render={(o) => formatAuDateTime(o.latestRequestAt)} />
      </ConsoleTable>
    </>
  );
}
