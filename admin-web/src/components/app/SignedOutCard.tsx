import { Box, Paper, Typography } from '@mui/material';
import { typeScale } from '@homeward/theme';
import type { ReactNode } from 'react';

/** The signed-out pages' frame in the console and the portal: the brand, one card, nothing else. */
export function SignedOutCard({ brand, meta, maxWidth, children }: { brand: string; meta: ReactNode; maxWidth: number; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', px: 2, py: 6 }}>
      {meta}
      <Box sx={{ width: '100%', maxWidth }}>
        <Typography sx={{ fontWeight: 700, color: 'primary.main', textAlign: 'center', mb: 2, fontSize: typeScale.figure.fontSize }}>{brand}</Typography>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
