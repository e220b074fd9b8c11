import { CreateBase, EditBase, useEditContext, useRefresh } from 'react-admin';
import { DialogContent, Typography } from '@mui/material';
import type { AdminProviderDto } from '@homeward/domain';
import { FormDialog } from '../../components/ui/FormDialog.js';
import { LoadingState } from '../../components/ui/LoadingState.js';
import { RESOURCES } from '../../lib/data-provider.js';
import { TOASTS, useToast, type ToastMessage } from '../../lib/toasts.js';
import { ProviderHistory } from '../audit/index.js';
import { ProviderUsersSection } from '../partners/ProviderUsersSection.js';
import { NoticesSection } from '../notices/NoticesSection.js';
import { ProviderForm } from './ProviderForm.js';
import { PROVIDER_DEFAULTS, toProviderInput } from './provider-form.js';

/**
 * How both provider dialogs save: to the providers resource, as the API's provider input, staying in the
 * dialog (no redirect); on success a toast, a refresh and the dialog closes, on failure a toast.
 */
function useProviderSave(onClose: () => void, success: ToastMessage, failure: ToastMessage) {
  const toast = useToast();
  const refresh = useRefresh();
  return {
    resource: RESOURCES.providers,
    redirect: false as const,
    disableAuthentication: true,
    transform: (values: AdminProviderDto) => toProviderInput(values),
    mutationOptions: {
      onSuccess: () => {
        toast(success);
        refresh();
        onClose();
      },
      onError: () => toast(failure),
    },
  };
}

export function ProviderCreateDialog({ onClose }: { onClose: () => void }) {
  const save = useProviderSave(onClose, TOASTS.providerAdded, TOASTS.providerAddFailed);
  return (
    <FormDialog title="Add provider" onClose={onClose}>
      <CreateBase<AdminProviderDto> {...save} record={PROVIDER_DEFAULTS}>
        <ProviderForm onCancel={onClose} />
      </CreateBase>
    </FormDialog>
  );
}

function EditFormWhenLoaded({ onCancel }: { onCancel: () => void }) {
  const { isPending, error } = useEditContext();
  if (isPending) return <LoadingState text="Loading..." />;
  if (error) {
    return (
      <DialogContent>
        <Typography role="alert">This provider could not be loaded. It may have been deleted.</Typography>
      </DialogContent>
    );
  }
  return <ProviderForm onCancel={onCancel} />;
}

export function ProviderEditDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const save = useProviderSave(onClose, TOASTS.providerUpdated, TOASTS.providerUpdateFailed);
  return (
    <FormDialog title="Edit provider" onClose={onClose}>
      <EditBase<AdminProviderDto> {...save} id={Number(id)} mutationMode="pessimistic">
        <EditFormWhenLoaded onCancel={onClose} />
      </EditBase>
      <ProviderUsersSection providerId={Number(id)} />
      <NoticesSection providerId={Number(id)} />
      <ProviderHistory providerId={Number(id)} />
    </FormDialog>
  );
}
