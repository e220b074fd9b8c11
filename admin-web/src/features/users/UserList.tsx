import { Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, TopToolbar } from 'react-admin';
import type { AdminUserDto } from '@homeward/domain';
import { ConsoleList, ListTableArea } from '../../components/ui/ConsoleList.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { paths } from '../../app/paths.js';
import { RESOURCES } from '../../lib/data-provider.js';
import { formatAuDate, formatAuDateTime } from '../../lib/format.js';
import { ChangeOwnPasswordButton, SetUpTwoStepButton, UserRowActions } from './UserLifecycle.js';

const Col = DataTable.Col<AdminUserDto>;

function Actions() {
  return (
    <TopToolbar>
      <SetUpTwoStepButton />
      <ChangeOwnPasswordButton />
      <Button component={RouterLink} to={paths.userCreate} variant="contained" startIcon={<AddIcon aria-hidden />}>
        Add admin user
      </Button>
    </TopToolbar>
  );
}

function UserTable() {
  return (
    <ListTableArea loadingText="Loading admin users...">
      <DataTable<AdminUserDto> rowClick={false} bulkActionButtons={false} empty={<EmptyState title="No admin users" />}>
        <Col source="email" label="Email" render={(u) => <Box sx={{ overflowWrap: 'anywhere' }}>{u.email}</Box>} />
        <Col source="name" label="Name" render={(u) => u.name || '-'} />
        <Col
          source="isActive"
          label="Active"
          render={(u) =>
            u.isActive ? <Chip size="small" label="Active" color="success" variant="outlined" /> : <Chip size="small" label="Inactive" variant="outlined" />
          }
        />
        <Col
          source="twoFactorEnabled"
          label="Two-step sign-in"
          disableSort
          render={(u) =>
            u.twoFactorEnabled ? <Chip size="small" label="On" color="success" variant="outlined" /> : <Chip size="small" label="Off" variant="outlined" />
          }
        />
        <Col source="createdAt" label="Created" render={(u) => formatAuDate(u.createdAt)} />
        <Col source="lastLogin" label="Last login" render={(u) => formatAuDateTime(u.lastLogin) || 'Never'} />
        <Col label="Actions" disableSort render={(u) => <UserRowActions user={u} />} />
      </DataTable>
    </ListTableArea>
  );
}

export function UserList() {
  return (
    <ConsoleList resource={RESOURCES.users} storeKey="homeward.users" actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <UserTable />
    </ConsoleList>
  );
}
