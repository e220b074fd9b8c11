import { Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StarIcon from '@mui/icons-material/Star';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { DataTable, TopToolbar, useListContext } from 'react-admin';
import { STATES, type AdminProviderDto } from '@homeward/domain';
import { palette } from '@homeward/theme';
import { ConsoleList, ListTableArea, listFilter } from '../../components/ui/ConsoleList.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { INLINE_BULK_TOOLBAR } from '../../components/ui/bulk-toolbar.js';
import { responsiveTableSx, WIDE_ONLY } from '../../components/ui/responsive-table.js';
import { paths } from '../../app/paths.js';
import { RESOURCES } from '../../lib/data-provider.js';
import { AcceptingCell, LanguagesCell } from './ProviderAttributeCells.js';
import { ProviderBulkActions } from './ProviderBulkActions.js';
import { ExportProvidersButton, ImportProvidersButton } from './ProviderCsvButtons.js';
import { DeleteProviderButton, PriorityControl, ProviderSwitch } from './ProviderControls.js';
import { pricedCount } from './price-list.js';

const Col = DataTable.Col<AdminProviderDto>;

const STATE_FILTER_CHOICES = STATES.map((s) => ({ id: s.code, name: s.code }));

const filters = [listFilter.search('q', 'Search providers'), listFilter.choice('state', 'State', STATE_FILTER_CHOICES, 'All states')];

function Actions() {
  const { search } = useLocation();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
      <ImportProvidersButton />
      <ExportProvidersButton />
      <Button component={RouterLink} to={{ pathname: paths.providerCreate, search }} variant="contained" startIcon={<AddIcon aria-hidden />}>
        Add provider
      </Button>
    </TopToolbar>
  );
}

/** Opens the edit dialog with the list's query kept in the address, so the list has nothing to write back there. */
function EditProviderLink({ record }: { record: AdminProviderDto }) {
  const { search } = useLocation();
  return (
    <Tooltip title="Edit">
      <IconButton component={RouterLink} to={{ pathname: paths.providerEdit(record.id), search }} aria-label={`Edit ${record.businessName}`} color="primary">
        <EditOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}

function pricedText(record: AdminProviderDto): string {
  const { priced, offered } = pricedCount(record);
  return `priced ${priced} of ${offered}`;
}

function BusinessCell({ record }: { record: AdminProviderDto }) {
  return (
    <Box sx={{ minWidth: 240 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {record.businessName}
        </Typography>
        {record.isHighlighted ? (
          <Chip
            size="small"
            icon={<StarIcon aria-hidden sx={{ color: `${palette.gold} !important` }} />}
            label="Featured"
            sx={{ bgcolor: palette.goldBg, color: palette.gold, fontWeight: 700 }}
          />
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {record.email}
      </Typography>
      {/* Below 1536px the Location, Rating and Prices columns fold into this cell (new clients and languages: in the edit form). */}
      <Typography variant="body2" className="narrow-only">
        {record.suburb}, {record.state} {record.postcode} · Rating {Number(record.rating).toFixed(1)} · {pricedText(record)}
      </Typography>
    </Box>
  );
}

function ProviderTable() {
  const { filterValues } = useListContext<AdminProviderDto>();
  const filtered = Object.values(filterValues ?? {}).some((v) => v !== undefined && v !== '');
  return (
    <ListTableArea loadingText="Loading providers...">
      <DataTable<AdminProviderDto>
        rowClick={false}
        bulkActionButtons={<ProviderBulkActions />}
        empty={
          <EmptyState title="No providers found" description={filtered ? 'Try adjusting your search or state filter.' : 'Add a provider to get started.'} />
        }
        sx={[responsiveTableSx('xl'), INLINE_BULK_TOOLBAR]}
      >
        <Col source="businessName" label="Business" render={(record) => <BusinessCell record={record} />} />
        <Col
          source="state"
          label="Location"
          {...WIDE_ONLY}
          render={(record) => (
            <Box sx={{ minWidth: 110 }}>
              {record.suburb}
              <br />
              {record.state} {record.postcode}
            </Box>
          )}
        />
        <Col source="rating" label="Rating" {...WIDE_ONLY} render={(record) => Number(record.rating).toFixed(1)} />
        <Col
          label="Prices"
          disableSort
          {...WIDE_ONLY}
          render={(record) => {
            return <Box sx={{ whiteSpace: 'nowrap' }}>{pricedText(record)}</Box>;
          }}
        />
        <Col source="acceptingNewClients" label="New clients" disableSort {...WIDE_ONLY} render={(record) => <AcceptingCell record={record} />} />
        <Col source="languages" label="Languages" disableSort {...WIDE_ONLY} render={(record) => <LanguagesCell record={record} />} />
        <Col source="isActive" label="Active" render={(record) => <ProviderSwitch record={record} field="isActive" label="Active" />} />
        <Col source="isHighlighted" label="Highlighted" render={(record) => <ProviderSwitch record={record} field="isHighlighted" label="Highlighted" />} />
        <Col source="displayPriority" label="Priority" render={(record) => <PriorityControl record={record} />} />
        <Col
          label="Actions"
          disableSort
          render={(record) => (
            <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
              <EditProviderLink record={record} />
              <DeleteProviderButton record={record} />
            </Box>
          )}
        />
      </DataTable>
    </ListTableArea>
  );
}

export function ProviderList() {
  return (
    <ConsoleList
      resource={RESOURCES.providers}
      storeKey="homeward.providers"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'businessName', order: 'ASC' }}
      perPage={25}
    >
      <ProviderTable />
    </ConsoleList>
  );
}
