import { Box, Link } from '@mui/material';
import { useRowCheckboxNames } from '../lib/use-row-checkbox-names.js';
import { SessionGuard } from './SessionGuard.js';
import { Header } from './Header.js';
import { ToastRegion } from './Notification.js';
import type { ReactNode } from 'react';

export function Layout({ children }: { children?: ReactNode }) {
  useRowCheckboxNames();
  return (
    <SessionGuard>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <Link
          href="#admin-main"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 2000,
            p: 1,
            bgcolor: 'background.paper',
            '&:focus': { top: 8 },
          }}
        >
          Skip to main content
        </Link>
        <Header />
        <ToastRegion />
        <Box component="main" id="admin-main" tabIndex={-1} sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3, outline: 'none' }}>
          {children}
        </Box>
      </Box>
    </SessionGuard>
  );
}
