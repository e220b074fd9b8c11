import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { formatAud, usageLevel, type CalculationBreakdown } from '@homeward/domain';

/**
 * On phones the full summary sits below the long list of services, so the two key figures ride along at the
 * bottom of the screen while the pickers are in view. Not announced: the full summary has a live region.
 */
export function MobileSummaryBar({ result }: { result: CalculationBreakdown | null }) {
  if (!result) return null;
  const over = result.remainingBudget < 0;
  const alert = usageLevel(result.budgetUsagePercentage) === 'alert';
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mx: { xs: -2, sm: -3 },
        px: 2,
        py: 1,
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        bgcolor: 'background.paper',
        borderTop: 3,
        borderColor: alert ? 'error.main' : 'primary.main',
        boxShadow: '0 -4px 12px rgba(0,0,0,0.12)',
        fontSize: '1rem',
      }}
    >
      <Box>
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>Quarterly cost</Box>
        <strong>{formatAud(result.totalQuarterlyCost)}</strong>
      </Box>
      <Box>
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>{over ? 'Over budget by' : 'Left'}</Box>
        <Box component="strong" sx={{ color: over ? 'error.main' : 'text.primary' }}>{formatAud(Math.abs(result.remainingBudget))}</Box>
      </Box>
      <Link href="#budget-summary-heading" tabIndex={-1} sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
        See summary
      </Link>
    </Box>
  );
}
