import { Box, CircularProgress, Typography } from '@mui/material';

/** A spinner with the spec's loading text, announced politely to screen readers. */
export function LoadingState({ text = 'Loading...', minHeight = 160 }: { text?: string; minHeight?: number | string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight, py: 4 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
