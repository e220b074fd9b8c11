import { Box, Button, DialogActions, DialogContent, Typography } from '@mui/material';
import type { PriceConcern } from '@homeward/domain';
import { FormDialog } from '../../components/ui/FormDialog.js';

export const PRICE_CONFIRM_WORDS = {
  title: 'Please check these prices',
  intro: 'These look different from what we expected. A price like this is often a typing slip.',
  after:
    'If a price is right, send it to Homeward. We check it before families see it; until then your page keeps your current price. Your other prices go live when you send.',
  confirm: 'These are right: send for checking',
  change: 'Change my prices',
} as const;

/** Asks the provider to confirm each unusual price, said back with the amount probably meant. Nothing is saved until they choose. */
export function PriceConfirmDialog({
  checks,
  onConfirm,
  onChange,
  busy,
}: {
  checks: readonly PriceConcern[];
  onConfirm: () => void;
  onChange: () => void;
  busy: boolean;
}) {
  return (
    <FormDialog title={PRICE_CONFIRM_WORDS.title} onClose={onChange} maxWidth="sm">
      <DialogContent dividers>
        <Typography sx={{ mb: 1.5 }}>{PRICE_CONFIRM_WORDS.intro}</Typography>
        <Box component="ul" sx={{ pl: 2.5, mt: 0, mb: 1.5 }} data-testid="price-checks">
          {checks.map((c) => (
            <Typography component="li" key={`${c.serviceId}-${c.timeBand}`} sx={{ mb: 1, fontWeight: 600 }}>
              {c.message}
            </Typography>
          ))}
        </Box>
        <Typography>{PRICE_CONFIRM_WORDS.after}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onChange}>{PRICE_CONFIRM_WORDS.change}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {PRICE_CONFIRM_WORDS.confirm}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
