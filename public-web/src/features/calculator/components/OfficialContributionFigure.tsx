import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { OFFICIAL_CONTRIBUTION_RATES, formatFactDate, type OfficialContribution } from '@homeward/domain';
import {
  BASIS_NOTES,
  LIFETIME_CAP_TEXT,
  officialExplanation,
  OFFICIAL_CONTRIBUTION_LABEL,
  basisLabel,
  categoryLineText,
  officialAmountText,
} from '../official-contribution-text.js';

const small = { m: 0, fontSize: '0.9375rem', color: 'text.secondary' } as const;

/** The official contribution in the budget summary: the figure, how it splits by category, and where it comes from. */
export function OfficialContributionFigure({ official, hasIncomeEstimate }: { official: OfficialContribution; hasIncomeEstimate: boolean }) {
  return (
    <Box sx={{ pt: 1.25 }} data-testid="official-contribution">
      <Box component="dt" sx={{ fontSize: '1rem', color: 'text.secondary' }}>{OFFICIAL_CONTRIBUTION_LABEL}</Box>
      <Box component="dd" sx={{ m: 0, fontSize: official.isExact ? '1.5rem' : '1.25rem', fontWeight: 700, lineHeight: 1.3 }}>
        {officialAmountText(official)}
      </Box>
      <Box component="dd" sx={{ ...small, color: 'text.primary', mt: 0.5 }}>
        {basisLabel(official.basis)}. {BASIS_NOTES[official.basis]}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        <Box component="ul" aria-label="Official contribution by type of service" sx={{ pl: 2.5, my: 1, fontSize: '0.9375rem', '& li': { mb: 0.5 } }}>
          {official.byCategory.map((c) => (
            <li key={c.category}>{categoryLineText(c)}</li>
          ))}
        </Box>
      </Box>
      <Box component="dd" sx={{ ...small, mb: 0.75 }}>{officialExplanation(hasIncomeEstimate)}</Box>
      <Box component="dd" sx={{ ...small, mb: 0.75 }}>{LIFETIME_CAP_TEXT}</Box>
      <Box component="dd" sx={small}>
        Rates from {formatFactDate(OFFICIAL_CONTRIBUTION_RATES.effectiveFrom)}:{' '}
        <Link href={OFFICIAL_CONTRIBUTION_RATES.sourceUrl} target="_blank" rel="noopener noreferrer">
          official contribution rates (opens in a new tab)
        </Link>
        .
      </Box>
    </Box>
  );
}
