import { Button } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useDeleteMany, useListContext, useRefresh, useUnselectAll, useUpdateMany } from 'react-admin';
import type { AdminProviderDto } from '@homeward/domain';
import { RESOURCES } from '../../lib/data-provider.js';
import { TOASTS, useToast } from '../../lib/toasts.js';
import { bulkDeleteConfirmText } from './provider-bulk.js';

/** The grid's bulk actions on the selected providers: activate, deactivate, delete (each one audited by the API). */
export function ProviderBulkActions() {
  const { selectedIds, data } = useListContext<AdminProviderDto>();
  const [updateMany, { isPending: updating }] = useUpdateMany();
  const [deleteMany, { isPending: deleting }] = useDeleteMany();
  const unselectAll = useUnselectAll(RESOURCES.providers, 'homeward.providers');
  const refresh = useRefresh();
  const toast = useToast();
  const busy = updating || deleting;

  const done = () => {
    unselectAll();
    refresh();
  };
  const setActive = (isActive: boolean) =>
    updateMany(
      RESOURCES.providers,
      { ids: selectedIds, data: { isActive } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast(TOASTS.quickToggleDone);
          done();
        },
        onError: () => {
          toast(TOASTS.providerUpdateFailed);
          refresh();
        },
      },
    );
  const remove = () => {
    const names = (data ?? []).filter((p) => selectedIds.includes(p.id)).map((p) => p.businessName);
    if (!window.confirm(bulkDeleteConfirmText(names, selectedIds.length))) return;
    deleteMany(
      RESOURCES.providers,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast(TOASTS.providerDeleted);
          done();
        },
        onError: () => {
          toast(TOASTS.providerDeleteFailed);
          refresh();
        },
      },
    );
  };

  return (
    <>
      <Button size="small" startIcon={<CheckCircleOutlineIcon aria-hidden />} onClick={() => setActive(true)} disabled={busy}>
        Activate
      </Button>
      <Button size="small" startIcon={<BlockIcon aria-hidden />} onClick={() => setActive(false)} disabled={busy}>
        Deactivate
      </Button>
      <Button size="small" color="error" startIcon={<DeleteOutlinedIcon aria-hidden />} onClick={remove} disabled={busy}>
        Delete
      </Button>
    </>
  );
}
