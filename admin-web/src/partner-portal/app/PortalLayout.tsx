import { Box, Button, Link } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { SessionGuard } from '../../app/SessionGuard.js';
import { AppHeader } from '../../components/app/AppHeader.js';
import { PORTAL_SECTIONS, sectionFromPath } from '../paths.js';
import { ToastRegion } from '../../app/Notification.js';
import type { ReactNode } from 'react';

function PortalHeader() {
  const { identity } = useGetIdentity();
  return (
    <AppHeader
      title="Homeward for providers"
      subtitle={identity ? `${String(identity.providerName ?? '')} · ${identity.fullName ?? ''}` : ' '}
      subtitleTestId="portal-provider"
      signOutLabel="Sign out"
    />
  );
}

/** The signed-in portal: the session checked first, a header, the sections as links, then the page. */
export function PortalLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const current = sectionFromPath(pathname);
  return (
    <SessionGuard>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <Link href="#portal-main" sx={{ position: 'absolute', left: 8, top: -48, zIndex: 2000, p: 1, bgcolor: 'background.paper', '&:focus': { top: 8 } }}>
          Skip to main content
        </Link>
        <PortalHeader />
        <Box component="nav" aria-label="Portal sections" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, mx: 'auto', px: { xs: 1, sm: 3 }, py: 1, maxWidth: 1280, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {PORTAL_SECTIONS.map((s) => (
              <li key={s.key}>
                <Button
                  component={RouterLink}
                  to={s.path}
                  aria-current={s.key === current ? 'page' : undefined}
                  variant={s.key === current ? 'contained' : 'text'}
                  disableElevation
                >
                  {s.label}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
        <ToastRegion />
        <Box component="main" id="portal-main" tabIndex={-1} sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3, outline: 'none' }}>
          {children}
        </Box>
      </Box>
    </SessionGuard>
  );
}
