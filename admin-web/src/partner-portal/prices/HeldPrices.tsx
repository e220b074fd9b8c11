import { Alert, Box } from '@mui/material';
import { PRICE_TIME_LABELS } from '@homeward/domain';
import type { ModerationRequestDto } from '@homeward/domain';
import { formatMoney } from '../../lib/format.js';

/** The prices the provider confirmed that Homeward has not checked yet: families still see the current price. */
export function HeldPrices({ pending }: { pending: readonly ModerationRequestDto[] | undefined }) {
  const prices = (pending ?? []).filter((c) => c.field === 'price' && c.status === 'pending');
  if (prices.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="held-prices">
      Waiting for Homeward to check:
      <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
        {prices.map((c) => (
          <li key={c.id}>
            {c.serviceName ?? 'A service'}, {c.timeBand ? PRICE_TIME_LABELS[c.timeBand].toLowerCase() : 'price'}: {formatMoney(c.after)}
            {c.before ? ` (families see ${formatMoney(c.before)} until then)` : ' (not shown to families until then)'}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
