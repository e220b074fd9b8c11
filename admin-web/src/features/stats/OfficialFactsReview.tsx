import { Box, Link, Paper, Typography } from '@mui/material';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { dueForReviewHeadline, formatFactDate } from '@homeward/domain';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

export const officialFactsQueryKey = ['admin', 'official-facts'] as const;

/**
 * "N official figures are due for review", with each figure, the date it was due and its source: the team's
 * checklist (README, "Updating an official figure"; `npm run facts` prints the same list).
 */
export function OfficialFactsReview() {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const { data, isPending, isError } = useQuery({ queryKey: officialFactsQueryKey, queryFn: () => dataProvider.getOfficialFactsReview() });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="official-facts-title" sx={{ p: 2, mb: 3 }} data-testid="official-facts-review">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Box sx={{ color: data && data.dueCount > 0 ? 'warning.dark' : 'primary.main', display: 'flex', '& svg': { fontSize: 32 } }} aria-hidden>
          <EventRepeatOutlinedIcon />
        </Box>
        <Typography id="official-facts-title" component="h2" variant="h6">
          {isPending ? 'Official figures: loading...' : isError ? 'Official figures: not available' : dueForReviewHeadline(data.dueCount)}
        </Typography>
      </Box>
      {data && data.dueCount > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 3, '& li': { mb: 1 } }} aria-label="Official figures due for review">
          {data.due.map((f) => (
            <li key={f.id}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {f.label}
              </Typography>
              : as of {formatFactDate(f.asOf)}, due for review since {formatFactDate(f.reviewBy)}. Check{' '}
              <Link href={f.sourceUrl} target="_blank" rel="noopener noreferrer">
                {f.source} (opens in a new tab)
              </Link>
              .
            </li>
          ))}
        </Box>
      )}
      {data && data.dueCount === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Every official figure is within its review date (checked on {formatFactDate(data.on)}).
        </Typography>
      )}
    </Paper>
  );
}
