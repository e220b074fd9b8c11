import { useState, type FormEvent } from 'react';
import { Box, Button, DialogContent, TextField, Typography } from '@mui/material';
import { useAuthProvider, useGetIdentity, useRefresh, useUpdate } from 'react-admin';
import { ADMIN_USER_RULES, adminNameProblem, type AdminUserDto } from '@homeward/domain';
import { DialogButtons, FormDialog } from '../../components/ui/FormDialog.js';
import { RESOURCES } from '../../lib/data-provider.js';
import { errorMessage, errorStatus } from '../../lib/http-error.js';
import { useToast } from '../../lib/toasts.js';
import type { IdentityChanges } from '../../lib/auth-provider.js';

export function EditNameButton({ user }: { user: AdminUserDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-label={`Edit name of ${user.email}`}>
        Edit name
      </Button>
      {open ? <EditNameDialog user={user} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * PUT /api/admin/users/:id with the new name (the API trims it and records the rename in the audit
 * trail). Renaming yourself changes the welcome line at once.
 */
export function EditNameDialog({ user, onClose }: { user: AdminUserDto; onClose: () => void }) {
  const [update] = useUpdate<AdminUserDto>();
  const authProvider = useAuthProvider() as (ReturnType<typeof useAuthProvider> & IdentityChanges) | undefined;
  const { refetch: refetchIdentity } = useGetIdentity();
  const refresh = useRefresh();
  const toast = useToast();
  const [name, setName] = useState(user.name ?? '');
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = serverProblem ?? (tried ? adminNameProblem(name) : null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServerProblem(null);
    if (adminNameProblem(name)) return;
    const newName = name.trim();
    setBusy(true);
    try {
      const saved = await update(
        RESOURCES.users,
        { id: user.id, data: { name: newName }, previousData: user },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      if (await authProvider?.identityChanged?.({ id: user.id, name: saved?.name ?? newName })) await refetchIdentity();
      toast({ title: 'Admin user renamed', description: `${user.email} is now shown as ${saved?.name ?? newName}.` });
      refresh();
      onClose();
    } catch (error) {
      // A 400 is about the name itself: it belongs under the field, like the console's own check.
      if (errorStatus(error) === 400 && errorMessage(error)) setServerProblem(errorMessage(error)!);
      else toast({ title: 'Error', description: errorMessage(error) ?? 'Failed to rename admin user. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title={`Edit name of ${user.email}`} onClose={onClose} maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void save(event)}>
        <DialogContent dividers>
          <Typography sx={{ mb: 2 }}>The name shows in the console's welcome line and beside this admin's changes in the audit trail.</Typography>
          <Box sx={{ display: 'grid' }}>
            <TextField
              id="admin-user-name"
              label="Name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setServerProblem(null);
              }}
              required
              autoFocus
              autoComplete="off"
              error={Boolean(problem)}
              helperText={problem ?? `Up to ${ADMIN_USER_RULES.nameMaxLength} characters`}
            />
          </Box>
        </DialogContent>
        <DialogButtons onCancel={onClose}>
          <Button type="submit" variant="contained" disabled={busy}>
            Save name
          </Button>
        </DialogButtons>
      </Box>
    </FormDialog>
  );
}
