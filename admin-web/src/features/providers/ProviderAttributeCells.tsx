import { Box, Typography } from '@mui/material';
import { ACCEPTING_LABELS, PROVIDER_LANGUAGES, attributeLabels, type AdminProviderDto } from '@homeward/domain';

/** Intake status and the date it was checked, or "Not stated". */
export function AcceptingCell({ record }: { record: AdminProviderDto }) {
  if (!record.acceptingNewClients)
    return (
      <Typography variant="body2" color="text.secondary">
        Not stated
      </Typography>
    );
  return (
    <Box sx={{ minWidth: 120 }}>
      {ACCEPTING_LABELS[record.acceptingNewClients]}
      {record.acceptingConfirmedAt ? (
        <Typography variant="body2" color="text.secondary">
          Checked {record.acceptingConfirmedAt}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Language names in the list's order, without their explanations in brackets. */
export function LanguagesCell({ record }: { record: AdminProviderDto }) {
  const names = attributeLabels(PROVIDER_LANGUAGES, record.languages).map((label) => label.split(' (')[0]);
  if (names.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        None listed
      </Typography>
    );
  return <Box sx={{ minWidth: 140, maxWidth: 220 }}>{names.join(', ')}</Box>;
}
