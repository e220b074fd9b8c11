import { Typography } from '@mui/material';

/**
 * A provider lead has two statuses kept by two different people, each with one label and one meaning everywhere
 * in the console: the team's own follow-up (the spec's lead status, changed in the lead's dialog) and what the
 * provider recorded in its portal.
 */
export const LEAD_STATUS_WORDS = {
  status: {
    label: 'Status (Homeward team)',
    explained: "The Homeward team's own follow-up of this lead. Only the team sees and changes it, in the lead's dialog.",
  },
  outcome: {
    label: "Provider's outcome",
    explained: 'What the provider recorded in its portal after contacting the family. Only the provider changes it.',
  },
} as const;

/** The two statuses said once above the provider leads table. */
export function LeadStatusesExplained() {
  return (
    <Typography variant="body2" sx={{ mb: 1.5, maxWidth: '80ch' }} data-testid="lead-statuses-explained">
      Each lead shows two statuses. <strong>{LEAD_STATUS_WORDS.status.label}</strong>: {LEAD_STATUS_WORDS.status.explained}{' '}
      <strong>{LEAD_STATUS_WORDS.outcome.label}</strong>: {LEAD_STATUS_WORDS.outcome.explained}
    </Typography>
  );
}
