import { Box, Paper, Typography } from '@mui/material';
import { typeScale } from '@homeward/theme';
import { PortalMeta } from '../app/PortalMeta.js';
import type { ReactNode } from 'react';

/** The signed-out pages' frame: the brand, one card, nothing else (as the admin sign-in page). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', px: 2, py: 6 }}>
      <PortalMeta title={title} />
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        <Typography sx={{ fontWeight: 700, color: 'primary.main', textAlign: 'center', mb: 2, fontSize: typeScale.figure.fontSize }}>
          Homeward for providers
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
