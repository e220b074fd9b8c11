import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useDataProvider, useRefresh } from 'react-admin';
import type { LeadDeliveryDto } from '@homeward/domain';
import { errorCode } from '../../lib/http-error.js';
import { TOASTS, useToast } from '../../lib/toasts.js';
import { describeDelivery } from './lead-delivery.js';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

/** The lead's email: status chip, when/where/why, and "Send again". */
export function LeadDeliveryCell({ resource, lead }: { resource: string; lead: { id: number; name: string; delivery?: LeadDeliveryDto | null } }) {
  const summary = describeDelivery(lead.delivery);
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      await dataProvider.resendLeadEmail(resource, lead.id);
      toast(TOASTS.leadEmailQueued);
      // Refetches the list and the dashboard counts.
      refresh();
    } catch (error) {
      toast(errorCode(error) === 'LEAD_EMAIL_BUSY' ? TOASTS.leadEmailBusy : TOASTS.leadEmailResendFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minWidth: 150, maxWidth: 240 }} data-testid="lead-delivery" data-delivery-status={lead.delivery?.status ?? 'none'}>
      <Chip
        size="small"
        label={summary.label}
        color={summary.tone}
        variant={summary.tone === 'success' || summary.tone === 'error' ? 'filled' : 'outlined'}
        // An outlined chip's text in the tone's main colour is under 4.5:1 on white; its dark shade is not.
        sx={{
          fontWeight: 700,
          ...(summary.tone === 'info' || summary.tone === 'warning' ? { color: `${summary.tone}.dark`, borderColor: `${summary.tone}.dark` } : {}),
        }}
      />
      {summary.details.map((line) => (
        <Typography key={line} component="p" variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
      {summary.canResend ? (
        <Button size="small" variant="text" onClick={resend} disabled={busy} sx={{ mt: 0.5, px: 0.5 }} aria-label={`Send the email about ${lead.name} again`}>
          {busy ? 'Queueing...' : lead.delivery ? 'Send again' : 'Send email'}
        </Button>
      ) : null}
    </Box>
  );
}
