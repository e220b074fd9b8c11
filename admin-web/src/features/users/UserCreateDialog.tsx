import { Box } from '@mui/material';
import { Form, PasswordInput, TextInput, useCreate, useRefresh } from 'react-admin';
import { DialogFormBody } from '../../components/ui/DialogFormBody.js';
import { FormDialog } from '../../components/ui/FormDialog.js';
import { RESOURCES } from '../../lib/data-provider.js';
import { errorCode, errorMessage, fieldError } from '../../lib/http-error.js';
import { TOASTS, useToast } from '../../lib/toasts.js';
import { DUPLICATE_EMAIL_MESSAGE, toAdminUserInput, validateAdminUser, type AdminUserInput } from './user-form.js';

export function UserCreateDialog({ onClose }: { onClose: () => void }) {
  const [create] = useCreate();
  const toast = useToast();
  const refresh = useRefresh();

  // Returning an errors object from onSubmit shows them under the fields (react-admin server-side validation).
  const save = async (values: Partial<AdminUserInput>) => {
    try {
      await create(RESOURCES.users, { data: toAdminUserInput(values) }, { returnPromise: true });
    } catch (error) {
      if (errorCode(error) === 'DUPLICATE_EMAIL') {
        const message = errorMessage(error) ?? DUPLICATE_EMAIL_MESSAGE;
        toast({ title: 'Failed to add admin user', description: message, variant: 'destructive' });
        return { email: DUPLICATE_EMAIL_MESSAGE };
      }
      // A password on the common list: said beside the field, so the admin knows why and what to do.
      const passwordField = fieldError(error, 'password');
      if (passwordField) return { password: passwordField };
      toast(TOASTS.userAddFailed);
      return undefined;
    }
    toast(TOASTS.userAdded);
    refresh();
    onClose();
    return undefined;
  };

  return (
    <FormDialog title="Add admin user" onClose={onClose} maxWidth="sm">
      <Form onSubmit={save} validate={validateAdminUser} defaultValues={{ email: '', name: '', password: '' }}>
        <DialogFormBody onCancel={onClose} saveLabel="Add admin user">
          <Box sx={{ display: 'grid' }}>
            <TextInput source="email" label="Email" type="email" isRequired autoComplete="off" />
            <TextInput source="name" label="Name (optional)" autoComplete="off" />
            <PasswordInput source="password" label="Password" isRequired autoComplete="new-password" size="medium" />
          </Box>
        </DialogFormBody>
      </Form>
    </FormDialog>
  );
}
