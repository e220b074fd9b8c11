import { Fragment, useState, type FormEvent } from 'react';
import { Alert, Box, Button, DialogContent, Paper, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moderationSubject, moderationValue, type ModerationRequestDto } from '@homeward/domain';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { DialogButtons, FormDialog } from '../../components/ui/FormDialog.js';
import { LoadingState } from '../../components/ui/LoadingState.js';
import { formatAuDateTime } from '../../lib/format.js';
import { useToast } from '../../lib/toasts.js';
import { messageOf } from '../../partner-portal/lib/partner-api.js';
import { boundText } from '../../components/ui/field-feedback.js';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

export const MODERATION_TOASTS = {
  approved: { title: 'Change approved', description: 'It is live in the directory.' },
  rejected: { title: 'Change rejected', description: 'The provider sees your reason.' },
  failed: { title: 'Error', description: 'That did not work. Please try again.', variant: 'destructive' as const },
};

export const moderationKey = ['admin', 'moderation'] as const;

function RejectDialog({ request, onClose }: { request: ModerationRequestDto; onClose: () => void }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reject = useMutation({ mutationFn: () => dataProvider.rejectModeration(request.id, reason.trim()) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem('Say why, so the provider knows what to change');
      return;
    }
    try {
      await reject.mutateAsync();
      toast(MODERATION_TOASTS.rejected);
      await queryClient.invalidateQueries({ queryKey: moderationKey.slice(0, 1) });
      onClose();
    } catch (error) {
      setProblem(messageOf((error as { body?: unknown }).body, 'The change could not be rejected. Try again.'));
    }
  };

  return (
    <FormDialog title={`Reject the new ${moderationSubject(request).toLowerCase()}`} onClose={onClose} maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent dividers>
          <TextField
            id="reject-reason"
            label="Reason the provider will see"
            multiline
            minRows={3}
            required
            fullWidth
            {...boundText(reason, setReason, problem)}
          />
        </DialogContent>
        <DialogButtons onCancel={onClose}>
          <Button type="submit" color="error" variant="contained" disabled={reject.isPending}>
            Reject change
          </Button>
        </DialogButtons>
      </Box>
    </FormDialog>
  );
}

/** Dashboard tab: providers' changes waiting for an admin: name, website, description, unusual prices, areas in other states. */
export function ModerationPanel() {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const queue = useQuery({ queryKey: moderationKey, queryFn: () => dataProvider.getModerationQueue() });
  const approve = useMutation({
    mutationFn: (id: number) => dataProvider.approveModeration(id),
    // Every ['admin', ...] query: the queue and the dashboard's count of changes waiting.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKey.slice(0, 1) }),
  });
  const [rejecting, setRejecting] = useState<ModerationRequestDto | null>(null);

  if (queue.isPending) return <LoadingState text="Loading changes..." />;
  if (queue.isError) return <Alert severity="error">The moderation queue could not be loaded.</Alert>;
  const pending = queue.data.filter((r) => r.status === 'pending');
  if (pending.length === 0)
    return (
      <EmptyState title="Nothing to check" description="Providers' new names, websites and descriptions, unusual prices and far-away areas appear here." />
    );

  return (
    <>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {pending.map((r) => (
          <Paper component="li" key={r.id} variant="outlined" sx={{ p: 2 }} data-testid="moderation-request">
            <Typography component="h3" variant="h4">
              {r.providerName}: {moderationSubject(r)}
            </Typography>
            {r.note ? (
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                Why it was held: {r.note}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Asked by {r.requestedBy ?? 'a provider user'} on {formatAuDateTime(r.requestedAt)}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
              {(
                [
                  ['Before', moderationValue(r, r.before)],
                  ['After', moderationValue(r, r.after)],
                ] as const
              ).map(([term, value]) => (
                <Fragment key={term}>
                  <Typography component="dt" sx={{ fontWeight: 700 }}>
                    {term}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    {value ?? '(empty)'}
                  </Typography>
                </Fragment>
              ))}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutateAsync(r.id).then(
                    () => toast(MODERATION_TOASTS.approved),
                    () => toast(MODERATION_TOASTS.failed),
                  )
                }
                aria-label={`Approve the new ${moderationSubject(r).toLowerCase()} of ${r.providerName}`}
              >
                Approve
              </Button>
              <Button
                variant="outlined"
                color="error"
                onClick={() => setRejecting(r)}
                aria-label={`Reject the new ${moderationSubject(r).toLowerCase()} of ${r.providerName}`}
              >
                Reject
              </Button>
            </Box>
          </Paper>
        ))}
      </Stack>
      {rejecting ? <RejectDialog request={rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  );
}
