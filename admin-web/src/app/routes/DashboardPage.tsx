import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { OfficialFactsReview, StatsTiles } from '../../features/stats/index.js';
import { ProvidersPanel } from '../../features/providers/index.js';
import { UsersPanel } from '../../features/users/index.js';
import { CalculatorLeadsPanel, ProviderLeadsPanel } from '../../features/leads/index.js';
import { AuditPanel } from '../../features/audit/index.js';
import { ModerationPanel, OverdueLeadsPanel } from '../../features/partners/index.js';
import { HeldRequestsPanel, UnclaimedDemandPanel } from '../../features/held-requests/index.js';
import { ClaimsPanel } from '../../features/claims/index.js';
import { PageMeta } from '../PageMeta.js';
import { DASHBOARD_TABS, paths, tabFromPath, type DashboardTabKey } from '../paths.js';

const PANELS: Record<DashboardTabKey, () => React.JSX.Element> = {
  providers: ProvidersPanel,
  users: UsersPanel,
  'leads-calculator': CalculatorLeadsPanel,
  'leads-provider': ProviderLeadsPanel,
  audit: AuditPanel,
  moderation: ModerationPanel,
  'leads-overdue': OverdueLeadsPanel,
  'held-requests': HeldRequestsPanel,
  'unclaimed-demand': UnclaimedDemandPanel,
  claims: ClaimsPanel,
};

/** /dashboard and its sub-paths: the tab lives in the URL so it survives reloads and links. */
export function DashboardPage() {
  const { pathname } = useLocation();
  const current = tabFromPath(pathname);
  if (!current) return <Navigate to={paths.dashboard} replace />;
  const tab = DASHBOARD_TABS.find((t) => t.key === current)!;
  const Panel = PANELS[current];

  return (
    <>
      <PageMeta title={`${tab.label} - Dashboard`} />
      <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
        Dashboard
      </Typography>
      <StatsTiles />
      <OfficialFactsReview />
      {/* minWidth 0: ten tabs must scroll inside the page, never widen it (the grids below stay within 1280 px). */}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, minWidth: 0, maxWidth: '100%' }}>
        <Tabs value={current} aria-label="Dashboard sections" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {DASHBOARD_TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`dashboard-tab-${t.key}`}
              aria-controls="dashboard-tabpanel"
              component={RouterLink}
              to={t.path}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="dashboard-tabpanel" aria-labelledby={`dashboard-tab-${current}`}>
        <Panel />
      </Box>
    </>
  );
}
