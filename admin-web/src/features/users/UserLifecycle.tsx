import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useDataProvider, useGetIdentity, useRefresh, useUpdate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { passwordProblem, type AdminUserDto } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { RESOURCES } from '../../lib/data-provider.js';
import { fieldError } from '../../lib/http-error.js';
import { useToast } from '../../lib/toasts.js';
import { EditNameButton } from './EditNameDialog.js';
import { failed, MINE_MISSING, mineProblemOf, PasswordDialog, PasswordField } from './password-dialog.js';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

/**
 * Edit name, Deactivate / Reactivate and Set password for one row. The signed-in admin's own row shows
 * "You" and only Edit name: they cannot switch themselves off, and change their password from the toolbar.
 */
export function UserRowActions({ user }: { user: AdminUserDto }) {
  const { identity } = useGetIdentity();
  if (identity && identity.id === user.id) {
    return (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label="You" variant="outlined" />
        <EditNameButton user={user} />
      </Box>
    );
  }
  return <ColleagueActions user={user} />;
}

function ColleagueActions({ user }: { user: AdminUserDto }) {
  const [update, { isPending }] = useUpdate<AdminUserDto>();
  const refresh = useRefresh();
  const toast = useToast();
  const [settingPassword, setSettingPassword] = useState(false);

  const setActive = (isActive: boolean) => {
    const who = user.name || user.email;
    if (!isActive && !window.confirm(`Deactivate ${who}? They are signed out at once and can no longer sign in.`)) return;
    update(
      RESOURCES.users,
      { id: user.id, data: { isActive }, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast({
            title: isActive ? 'Admin user reactivated' : 'Admin user deactivated',
            description: isActive ? `${who} can sign in again.` : `${who} has been signed out.`,
          });
          refresh();
        },
        onError: (error) => toast(failed(error, 'Failed to update admin user. Please try again.')),
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <EditNameButton user={user} />
      <Button
        size="small"
        variant="outlined"
        color={user.isActive ? 'error' : 'primary'}
        disabled={isPending}
        onClick={() => setActive(!user.isActive)}
        aria-label={`${user.isActive ? 'Deactivate' : 'Reactivate'} ${user.email}`}
      >
        {user.isActive ? 'Deactivate' : 'Reactivate'}
      </Button>
      <Button size="small" variant="outlined" onClick={() => setSettingPassword(true)} aria-label={`Set password for ${user.email}`}>
        Set password
      </Button>
      {user.twoFactorEnabled ? <ResetTwoStepButton user={user} /> : null}
      {settingPassword ? <SetPasswordDialog user={user} onClose={() => setSettingPassword(false)} /> : null}
    </Box>
  );
}

export function SetPasswordDialog({ user, onClose }: { user: AdminUserDto; onClose: () => void }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [mine, setMine] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [mineServerProblem, setMineServerProblem] = useState<string | null>(null);
  const problem = serverProblem ?? (tried ? passwordProblem(password) : null);
  const mineProblem = mineServerProblem ?? (tried && !mine ? MINE_MISSING : null);
  const save = async () => {
    setTried(true);
    setServerProblem(null);
    setMineServerProblem(null);
    if (passwordProblem(password) || !mine) return;
    setBusy(true);
    try {
      await dataProvider.setUserPassword(user.id, password, mine);
      toast({ title: 'Password set', description: `${user.name || user.email} has been signed out and must use the new password.` });
      onClose();
    } catch (error) {
      const passwordField = fieldError(error, 'password');
      if (mineProblemOf(error)) setMineServerProblem(mineProblemOf(error));
      else if (passwordField) setServerProblem(passwordField);
      else toast(failed(error, 'Failed to set the password. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PasswordDialog title={`Set password for ${user.email}`} saveLabel="Set password" busy={busy} onSave={save} onClose={onClose}>
      <Typography sx={{ mb: 2 }}>They are signed out everywhere, emailed, and sign in again with this password.</Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <PasswordField id="set-password" label="New password" value={password} onChange={setPassword} error={problem} autoComplete="new-password" />
        <PasswordField id="set-password-mine" label="Your own password" value={mine} onChange={setMine} error={mineProblem} autoComplete="current-password" />
      </Box>
    </PasswordDialog>
  );
}

export function ChangeOwnPasswordButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change my password
      </Button>
      {open ? <ChangeOwnPasswordDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function ChangeOwnPasswordDialog({ onClose }: { onClose: () => void }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const currentProblem = serverProblem ?? (tried && !current ? 'Enter your current password' : null);
  const [nextServerProblem, setNextServerProblem] = useState<string | null>(null);
  const nextProblem = nextServerProblem ?? (tried ? passwordProblem(next) : null);
  const save = async () => {
    setTried(true);
    setServerProblem(null);
    setNextServerProblem(null);
    if (!current || passwordProblem(next)) return;
    setBusy(true);
    try {
      await dataProvider.changeOwnPassword(current, next);
      toast({ title: 'Password changed', description: 'Your other sessions have been signed out.' });
      onClose();
    } catch (error) {
      const currentField = fieldError(error, 'currentPassword');
      const nextField = fieldError(error, 'newPassword');
      if (currentField) setServerProblem(currentField);
      else if (nextField) setNextServerProblem(nextField);
      else toast(failed(error, 'Failed to change your password. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PasswordDialog title="Change my password" saveLabel="Change password" busy={busy} onSave={save} onClose={onClose}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <PasswordField
          id="current-password"
          label="Current password"
          value={current}
          onChange={setCurrent}
          error={currentProblem}
          autoComplete="current-password"
        />
        <PasswordField id="new-password" label="New password" value={next} onChange={setNext} error={nextProblem} autoComplete="new-password" />
      </Box>
    </PasswordDialog>
  );
}

/** Another admin lost their phone: their two-step sign-in is removed (audited) and they set it up again at next sign-in. */
function ResetTwoStepButton({ user }: { user: AdminUserDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-label={`Reset two-step sign-in for ${user.email}`}>
        Reset two-step sign-in
      </Button>
      {open ? <ResetTwoStepDialog user={user} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ResetTwoStepDialog({ user, onClose }: { user: AdminUserDto; onClose: () => void }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [mine, setMine] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const problem = serverProblem ?? (tried && !mine ? MINE_MISSING : null);
  const who = user.name || user.email;
  const reset = async () => {
    setTried(true);
    setServerProblem(null);
    if (!mine) return;
    setBusy(true);
    try {
      await dataProvider.resetTwoFactor(user.id, mine);
      toast({ title: 'Two-step sign-in reset', description: `${who} has been signed out and emailed, and can set it up again.` });
      refresh();
      onClose();
    } catch (error) {
      if (mineProblemOf(error)) setServerProblem(mineProblemOf(error));
      else toast(failed(error, 'Failed to reset two-step sign-in. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PasswordDialog title={`Reset two-step sign-in for ${user.email}`} saveLabel="Reset two-step sign-in" busy={busy} onSave={reset} onClose={onClose}>
      <Typography sx={{ mb: 2 }}>{who} is signed out and emailed, and signs in with their password alone until they set it up again.</Typography>
      <Box sx={{ display: 'grid' }}>
        <PasswordField id="reset-two-step-mine" label="Your own password" value={mine} onChange={setMine} error={problem} autoComplete="current-password" />
      </Box>
    </PasswordDialog>
  );
}

/** For the signed-in admin without a second factor: the way to set one up. */
export function SetUpTwoStepButton() {
  const { identity } = useGetIdentity();
  if (!identity || identity.twoFactorEnabled !== false) return null;
  return (
    <Button component={RouterLink} to={paths.twoFactorSetup} variant="outlined">
      Set up two-step sign-in
    </Button>
  );
}
