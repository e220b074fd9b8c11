import { Box, Link, Paper, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import ScheduleSendOutlinedIcon from '@mui/icons-material/ScheduleSendOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import AlarmIcon from '@mui/icons-material/AlarmOutlined';
import RuleIcon from '@mui/icons-material/RuleOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminStatsDto } from '@homeward/domain';
import { typeScale } from '@homeward/theme';
import { paths } from '../../app/paths.js';
import { useStats } from './use-stats.js';
import type { ReactNode } from 'react';

const TILES: { key: keyof AdminStatsDto; label: string; icon: ReactNode; to?: string }[] = [
  { key: 'totalProviders', label: 'Total providers', icon: <BusinessIcon /> },
  { key: 'activeProviders', label: 'Active providers', icon: <CheckCircleOutlinedIcon /> },
  { key: 'highlightedProviders', label: 'Highlighted providers', icon: <StarBorderIcon /> },
  { key: 'totalAdminUsers', label: 'Admin users', icon: <PeopleOutlinedIcon /> },
  { key: 'leadEmailsWaiting', label: 'Lead emails waiting', icon: <ScheduleSendOutlinedIcon /> },
  { key: 'leadEmailsFailed', label: 'Lead emails failed', icon: <ErrorOutlineIcon /> },
  { key: 'overdueLeads', label: 'Overdue leads', icon: <AlarmIcon />, to: paths.overdueLeads },
  { key: 'changesWaiting', label: 'Changes to check', icon: <RuleIcon />, to: paths.moderation },
];

export function StatsTiles() {
  const { data, isPending, isError } = useStats();
  return (
    <Box
      component="section"
      aria-label="Summary"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', xl: 'repeat(8, 1fr)' }, mb: 3 }}
    >
      {TILES.map(({ key, label, icon, to }) => (
        <Paper key={key} variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }} data-testid={`stat-${key}`}>
          <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 32 } }} aria-hidden>
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {to ? (
                <Link component={RouterLink} to={to} color="inherit">
                  {label}
                </Link>
              ) : (
                label
              )}
            </Typography>
            {isPending || isError ? (
              <Typography component="p" variant="body2" color="text.secondary" sx={{ lineHeight: '2.1rem' }} data-testid="stat-value">
                {isPending ? 'Loading...' : 'Not available'}
              </Typography>
            ) : (
              <Typography component="p" sx={{ fontSize: typeScale.h2.fontSize, fontWeight: 700, lineHeight: 1.2 }} data-testid="stat-value">
                {data[key] ?? 0}
              </Typography>
            )}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
