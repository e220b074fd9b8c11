import { useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import type { PartnerListingDto } from '@homeward/domain';
import { ErrorAlert } from '../../components/ui/ErrorAlert.js';
import { formatAuDate } from '../../lib/format.js';
import { useToast } from '../../lib/toasts.js';
import { usePortalData } from '../app/use-portal.js';
import { messageOf } from '../lib/partner-api.js';

export const CONFIRM_TOASTS = {
  confirmed: { title: 'Listing confirmed', description: 'Families see that you checked it today.' },
} as const;

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * When the provider last said its listing is right, and the button to say so again (saving the form also counts).
 * The date confirmed here is kept apart from the listing the form holds, so confirming never resets what is being typed.
 */
export function ListingConfirmation({ listing }: { listing: PartnerListingDto }) {
  const data = usePortalData();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmedHere, setConfirmedHere] = useState<string | null>(null);
  const confirmedAt = later(listing.confirmedAt, confirmedHere);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setConfirmedHere((await data.confirmListing()).confirmedAt);
      toast(CONFIRM_TOASTS.confirmed);
    } catch (error) {
      setProblem(messageOf((error as { body?: unknown } | null)?.body, 'Your listing could not be confirmed. Check your connection and try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="listing-confirm-heading" sx={{ p: 2, mb: 3 }}>
      <Typography id="listing-confirm-heading" component="h2" variant="h4" sx={{ mb: 1 }}>
        Is your listing right?
      </Typography>
      <Typography data-testid="listing-confirmed-at" sx={{ mb: 1 }}>
        {confirmedAt ? `You last confirmed your listing on ${formatAuDate(confirmedAt)}.` : 'You have not confirmed your listing yet.'} Families see this date,
        so check your listing every few months. Saving a change also counts.
      </Typography>
      <ErrorAlert message={problem} sx={{ mb: 1 }} />
      <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
        Confirm my listing
      </Button>
    </Paper>
  );
}
