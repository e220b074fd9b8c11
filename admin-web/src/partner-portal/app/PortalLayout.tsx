import { AppBar, Box, Button, Link, Toolbar, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useGetIdentity, useLogout } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { typeScale } from '@homeward/theme';
import { SessionGuard } from '../../app/SessionGuard.js';
import { PORTAL_SECTIONS, sectionFromPath } from '../paths.js';
import type { ReactNode } from 'react';

function PortalHeader() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  return (
    <AppBar position="static" color="primary" elevation={0} component="header">
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1, maxWidth: 1280, width: '100%', mx: 'auto' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: typeScale.h4.fontSize, lineHeight: 1.2 }}>
            Homeward for providers
          </Typography>
          <Typography component="p" variant="body2" data-testid="portal-provider" sx={{ opacity: 0.95, overflowWrap: 'anywhere' }}>
            {identity ? `${String(identity.providerName ?? '')} · ${identity.fullName ?? ''}` : ' '}
          </Typography>
        </Box>
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<LogoutIcon aria-hidden />}
          onClick={() => logout()}
          sx={{ borderColor: 'rgba(255,255,255,0.7)' }}
        >
          Sign out
        </Button>
      </Toolbar>
    </AppBar>
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
        <Box component="main" id="portal-main" tabIndex={-1} sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3, outline: 'none' }}>
          {children}
        </Box>
      </Box>
    </SessionGuard>
  );
}
