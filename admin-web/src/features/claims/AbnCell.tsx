import { Box, Link, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { abnFacts } from './claim-words.js';

/** The ABN, its check digits' result (in words and an icon), and a link to its record on ABN Lookup. */
export function AbnCell({ abn, organisation }: { abn: string; organisation: string }) {
  const facts = abnFacts(abn);
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 130 }}>
      <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
        {facts.text}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: facts.valid ? 'success.dark' : 'error.main' }}
      >
        {facts.valid ? <CheckCircleOutlineIcon fontSize="inherit" aria-hidden /> : <ErrorOutlineIcon fontSize="inherit" aria-hidden />}
        {facts.check}
      </Typography>
      <Link
        href={facts.lookupUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="body2"
        aria-label={`Look up ABN ${facts.text} of ${organisation} on ABN Lookup (opens in a new tab)`}
      >
        ABN Lookup
      </Link>
    </Box>
  );
}
