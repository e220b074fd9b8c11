import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerNameProblem, isEmailAddress } from '@homeward/domain';
import { LoadingState } from '../../components/ui/LoadingState.js';
import { formatAuDateTime } from '../../lib/format.js';
import { messageOf } from '../../partner-portal/lib/partner-api.js';
import { useToast } from '../../lib/toasts.js';
import { boundText } from '../../components/ui/field-feedback.js';
import { fieldError } from '../../lib/http-error.js';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

export const PROVIDER_USER_TOASTS = {
  invited: { title: 'Invitation sent', description: 'We emailed a link that works once, for 72 hours.' },
  resent: { title: 'Invitation sent again', description: 'The earlier link no longer works.' },
  revoked: { title: 'Invitation withdrawn' },
  deactivated: { title: 'Provider user deactivated', description: 'They were signed out everywhere.' },
  reactivated: { title: 'Provider user reactivated' },
  failed: { title: 'Error', description: 'That did not work. Please try again.', variant: 'destructive' as const },
};

const usersKey = (providerId: number) => ['admin', 'provider-users', providerId] as const;

function InviteForm({ providerId }: { providerId: number }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const invite = useMutation({ mutationFn: () => dataProvider.inviteProviderUser(providerId, { email: email.trim(), name: name.trim() }) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const emailProblem = !email.trim() ? 'Enter the email address' : isEmailAddress(email) ? null : 'Enter an email address like name@example.com';
    setProblem(emailProblem);
    setNameProblem(partnerNameProblem(name));
    if (emailProblem || partnerNameProblem(name)) return;
    try {
      await invite.mutateAsync();
      setEmail('');
      setName('');
      toast(PROVIDER_USER_TOASTS.invited);
      await queryClient.invalidateQueries({ queryKey: usersKey(providerId) });
    } catch (error) {
      const nameField = fieldError(error, 'name');
      if (nameField) setNameProblem(nameField);
      else setProblem(messageOf((error as { body?: unknown }).body, 'The invitation could not be sent. Try again.'));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Invite a provider user"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'start' }}
    >
      <TextField id="invite-email" size="small" label="Email" type="email" required {...boundText(email, setEmail, problem)} />
      <TextField id="invite-name" size="small" label="Their name" required {...boundText(name, setName, nameProblem)} />
      <Button type="submit" variant="contained" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </Box>
  );
}

/** In the provider's edit dialog: who manages the listing in the portal, open invitations, and inviting someone. */
export function ProviderUsersSection({ providerId }: { providerId: number }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const users = useQuery({ queryKey: usersKey(providerId), queryFn: () => dataProvider.getProviderUsers(providerId) });
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey(providerId) }),
  });
  const run = (action: () => Promise<unknown>, done: (typeof PROVIDER_USER_TOASTS)[keyof typeof PROVIDER_USER_TOASTS]) =>
    act.mutateAsync(action).then(
      () => toast(done),
      () => toast(PROVIDER_USER_TOASTS.failed),
    );

  return (
    <Box component="section" aria-labelledby={`provider-users-${providerId}`} sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={`provider-users-${providerId}`} component="h3" variant="h4" sx={{ mb: 1 }}>
        Provider portal users
      </Typography>
      {users.isPending ? <LoadingState text="Loading users..." minHeight={80} /> : null}
      {users.isError ? <Alert severity="error">The users could not be loaded.</Alert> : null}
      {users.data ? (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }} spacing={1}>
          {users.data.users.length === 0 && users.data.invitations.length === 0 ? (
            <Typography component="li">Nobody manages this listing yet.</Typography>
          ) : null}
          {users.data.users.map((u) => (
            <Box component="li" key={`u${u.id}`} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-testid="provider-user">
              <Typography sx={{ fontWeight: 700 }}>{u.name ?? u.email}</Typography>
              <Typography variant="body2">{u.email}</Typography>
              <Chip size="small" label={u.isActive ? 'Active' : 'Deactivated'} variant="outlined" color={u.isActive ? 'success' : 'default'} />
              <Typography variant="body2" color="text.secondary">
                Last sign-in: {u.lastLogin ? formatAuDateTime(u.lastLogin) : 'never'}
              </Typography>
              <Button
                size="small"
                onClick={() =>
                  run(
                    () => dataProvider.setPartnerUserActive(u.id, !u.isActive),
                    u.isActive ? PROVIDER_USER_TOASTS.deactivated : PROVIDER_USER_TOASTS.reactivated,
                  )
                }
              >
                {u.isActive ? 'Deactivate' : 'Reactivate'}
              </Button>
            </Box>
          ))}
          {users.data.invitations.map((i) => (
            <Box component="li" key={`i${i.id}`} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-testid="provider-invitation">
              <Typography sx={{ fontWeight: 700 }}>{i.name ?? i.email}</Typography>
              <Typography variant="body2">{i.email}</Typography>
              <Chip size="small" label={i.status === 'expired' ? 'Link expired' : 'Invited'} variant="outlined" />
              <Typography variant="body2" color="text.secondary">
                {i.status === 'expired' ? 'Expired' : 'Link works until'} {formatAuDateTime(i.expiresAt)}
                {i.emailStatus ? ` · email ${i.emailStatus}` : ''}
              </Typography>
              <Button size="small" onClick={() => run(() => dataProvider.resendPartnerInvitation(i.id), PROVIDER_USER_TOASTS.resent)}>
                Resend
              </Button>
              <Button size="small" color="error" onClick={() => run(() => dataProvider.revokePartnerInvitation(i.id), PROVIDER_USER_TOASTS.revoked)}>
                Withdraw
              </Button>
            </Box>
          ))}
        </Stack>
      ) : null}
      <InviteForm providerId={providerId} />
    </Box>
  );
}
