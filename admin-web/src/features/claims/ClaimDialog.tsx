import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent, Link, TextField, Typography } from '@mui/material';
import { useDataProvider, useGetOne, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { CLAIM_LIMITS, type ProviderClaimDto } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { ErrorAlert } from '../../components/ui/ErrorAlert.js';
import { FormDialog } from '../../components/ui/FormDialog.js';
import { LoadingState } from '../../components/ui/LoadingState.js';
import { boundText } from '../../components/ui/field-feedback.js';
import { RESOURCES, type HomewardDataProvider } from '../../lib/data-provider.js';
import { formatAuDateTime } from '../../lib/format.js';
import { useToast } from '../../lib/toasts.js';
import { messageOf } from '../../partner-portal/lib/partner-api.js';
import { DetailList } from '../leads/LeadDialog.js';
import { AbnCell } from './AbnCell.js';
import { ClaimStatusBadge, DisputeBadge } from './ClaimStatusBadge.js';
import { CLAIM_TOASTS } from './claim-words.js';

const problemOf = (error: unknown, fallback: string) => messageOf((error as { body?: unknown } | null)?.body, fallback);

function claimDetails(claim: ProviderClaimDto) {
  return (
    <DetailList
      items={[
        ['Received', formatAuDateTime(claim.createdAt)],
        [
          'Organisation',
          <Link key="o" component={RouterLink} to={paths.providerEdit(claim.providerId)}>
            {claim.providerName}
          </Link>,
        ],
        ['Listing claimed', claim.providerClaimedAt ? formatAuDateTime(claim.providerClaimedAt) : 'Not yet'],
        ['Claimant', claim.claimantName],
        ['Role', claim.claimantRole],
        [
          'Work email',
          <Link key="e" href={`mailto:${claim.workEmail}`}>
            {claim.workEmail}
          </Link>,
        ],
        [
          'Phone',
          <Link key="p" href={`tel:${claim.phone.replace(/[^\d+]/g, '')}`}>
            {claim.phone}
          </Link>,
        ],
        ['ABN', <AbnCell key="a" abn={claim.abn} organisation={claim.providerName} />],
        [
          'Status',
          <Box key="s" component="span" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
            <ClaimStatusBadge status={claim.status} />
            {claim.isDispute ? <DisputeBadge /> : null}
          </Box>,
        ],
        ...(claim.decidedAt
          ? ([['Decided', `${formatAuDateTime(claim.decidedAt)}${claim.decidedBy ? ` by ${claim.decidedBy}` : ''}`]] as [string, string][])
          : []),
        ...(claim.decisionReason ? ([['Reason given', claim.decisionReason]] as [string, string][]) : []),
      ]}
    />
  );
}

/** Approve, or decline with a reason the claimant is emailed (required). */
function Decision({ claim, onDone }: { claim: ProviderClaimDto; onDone: () => void }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const toast = useToast();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const approve = useMutation({ mutationFn: () => dataProvider.approveClaim(claim.id) });
  const decline = useMutation({ mutationFn: (text: string) => dataProvider.declineClaim(claim.id, text) });
  const busy = approve.isPending || decline.isPending;

  const approveNow = async () => {
    setProblem(null);
    try {
      await approve.mutateAsync();
      toast(CLAIM_TOASTS.approved);
      onDone();
    } catch (error) {
      setProblem(problemOf(error, 'The claim could not be approved. Try again.'));
    }
  };

  const declineNow = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!reason.trim()) {
      setReasonProblem('Say why, so the claimant knows');
      return;
    }
    try {
      await decline.mutateAsync(reason.trim());
      toast(CLAIM_TOASTS.declined);
      onDone();
    } catch (error) {
      setProblem(problemOf(error, 'The claim could not be declined. Try again.'));
    }
  };

  return (
    <>
      <ErrorAlert message={problem} sx={{ mx: 3, mb: 2 }} />
      {declining ? (
        <Box component="form" noValidate onSubmit={declineNow} aria-label="Decline the claim">
          <DialogContent>
            <TextField
              id="claim-decline-reason"
              label="Reason the claimant will read"
              multiline
              minRows={3}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: CLAIM_LIMITS.reasonMaxLength } }}
              {...boundText(reason, setReason, reasonProblem)}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
            <Button onClick={() => setDeclining(false)}>Back</Button>
            <Button type="submit" color="error" variant="contained" disabled={busy}>
              Decline claim
            </Button>
          </DialogActions>
        </Box>
      ) : (
        <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
          <Button color="error" variant="outlined" onClick={() => setDeclining(true)} disabled={busy}>
            Decline
          </Button>
          <Button variant="contained" onClick={() => void approveNow()} disabled={busy}>
            Approve and send invitation
          </Button>
        </DialogActions>
      )}
    </>
  );
}

/** One claim: its facts, what to check, and (while it waits) the decision. */
export function ClaimDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const refresh = useRefresh();
  const { data: claim, isPending, error } = useGetOne<ProviderClaimDto>(RESOURCES.claims, { id: Number(id) });
  const title = claim ? `Claim for ${claim.providerName}` : 'Claim';
  return (
    <FormDialog title={title} onClose={onClose}>
      {isPending ? (
        <LoadingState text="Loading..." />
      ) : error || !claim ? (
        <DialogContent>
          <Typography role="alert">This claim could not be loaded.</Typography>
        </DialogContent>
      ) : (
        <>
          <DialogContent dividers>
            {claim.status === 'pending' ? (
              <Alert severity={claim.isDispute ? 'warning' : 'info'} role="note" sx={{ mb: 2 }}>
                {claim.isDispute
                  ? `This listing was already claimed${claim.providerClaimedAt ? ` on ${formatAuDateTime(claim.providerClaimedAt)}` : ''}. Check with the people who look after it before you approve: approving sends this person an invitation too.`
                  : 'Check that the name on ABN Lookup matches the organisation, then call the claimant. Approving sends them the invitation to the portal.'}
              </Alert>
            ) : null}
            {claimDetails(claim)}
          </DialogContent>
          {claim.status === 'pending' ? (
            <Decision
              claim={claim}
              onDone={() => {
                refresh();
                onClose();
              }}
            />
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
