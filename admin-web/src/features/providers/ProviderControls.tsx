import { Box, IconButton, Switch, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useDelete, useRefresh, useUpdate } from 'react-admin';
import { PROVIDER_RULES, type AdminProviderDto } from '@homeward/domain';
import { RESOURCES } from '../../lib/data-provider.js';
import { TOASTS, useToast } from '../../lib/toasts.js';
import { deleteConfirmText, nextPriority } from './provider-form.js';

type QuickField = 'isActive' | 'isHighlighted' | 'displayPriority';

/** A partial PUT ({isActive} | {isHighlighted} | {displayPriority}), then toast and refresh list + stats. */
function useQuickUpdate(record: AdminProviderDto) {
  const [update, { isPending }] = useUpdate<AdminProviderDto>();
  const toast = useToast();
  const refresh = useRefresh();
  const change = (field: QuickField, value: boolean | number) =>
    update(
      RESOURCES.providers,
      { id: record.id, data: { [field]: value }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast(TOASTS.quickToggleDone);
          refresh();
        },
        onError: () => toast(TOASTS.providerUpdateFailed),
      },
    );
  return { change, isPending };
}

export function ProviderSwitch({ record, field, label }: { record: AdminProviderDto; field: 'isActive' | 'isHighlighted'; label: string }) {
  const { change, isPending } = useQuickUpdate(record);
  return (
    <Switch
      checked={Boolean(record[field])}
      disabled={isPending}
      onChange={(event) => change(field, event.target.checked)}
      slotProps={{ input: { 'aria-label': `${label}: ${record.businessName}` } }}
    />
  );
}

export function PriorityControl({ record }: { record: AdminProviderDto }) {
  const { change, isPending } = useQuickUpdate(record);
  const priority = record.displayPriority ?? 0;
  const atMinimum = priority <= PROVIDER_RULES.displayPriorityMin;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
      <Tooltip title="Lower priority">
        <span>
          <IconButton
            size="small"
            aria-label={`Lower priority of ${record.businessName}`}
            disabled={isPending || atMinimum}
            onClick={() => change('displayPriority', nextPriority(priority, -1))}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Typography component="span" sx={{ minWidth: '2ch', textAlign: 'center', fontWeight: 600 }} data-testid="priority">
        {priority}
      </Typography>
      <Tooltip title="Raise priority">
        <span>
          <IconButton
            size="small"
            aria-label={`Raise priority of ${record.businessName}`}
            disabled={isPending}
            onClick={() => change('displayPriority', nextPriority(priority, 1))}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

export function DeleteProviderButton({ record }: { record: AdminProviderDto }) {
  const [remove, { isPending }] = useDelete<AdminProviderDto>();
  const toast = useToast();
  const refresh = useRefresh();
  const onClick = () => {
    if (!window.confirm(deleteConfirmText(record.businessName))) return;
    remove(
      RESOURCES.providers,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast(TOASTS.providerDeleted);
          refresh();
        },
        onError: () => toast(TOASTS.providerDeleteFailed),
      },
    );
  };
  return (
    <Tooltip title="Delete">
      <span>
        <IconButton color="error" aria-label={`Delete ${record.businessName}`} onClick={onClick} disabled={isPending}>
          <DeleteOutlinedIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
