import { Box, Chip, Typography } from '@mui/material';
import { LEAD_OUTCOME_LABELS, type ProviderLeadDto } from '@homeward/domain';

/** 'Contacted', or 'Not recorded' for a lead the API sends without an outcome. */
export function leadOutcomeText(lead: ProviderLeadDto): string {
  const { outcome } = lead;
  return outcome ? LEAD_OUTCOME_LABELS[outcome] : 'Not recorded';
}

/** The provider's outcome, and "Overdue" while a lead is still new past its 2 business days. */
export function LeadOutcomeCell({ lead }: { lead: ProviderLeadDto }) {
  const { overdue } = lead;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', minWidth: 110 }} data-testid="lead-outcome">
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {leadOutcomeText(lead)}
      </Typography>
      {overdue ? <Chip size="small" label="Overdue" color="error" variant="outlined" sx={{ fontWeight: 700 }} /> : null}
    </Box>
  );
}
