import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function EmptyState({ title, description, icon }: { title: string; description?: string; icon?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      {icon ? (
        <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 40 } }} aria-hidden>
          {icon}
        </Box>
      ) : null}
      <Typography component="p" variant="h4">
        {title}
      </Typography>
      {description ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      ) : null}
    </Box>
  );
}
