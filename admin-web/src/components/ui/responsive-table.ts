import type { Theme } from '@mui/material/styles';

/**
 * Below the given breakpoint, columns marked 'wide-only' are hidden and 'narrow-only' text inside
 * other cells shows instead, so every row's actions stay on screen on a tablet (768px) and at 1024px;
 * 'xl' (below 1536px) for the widest grids, whose last columns (Priority, actions, "Email to provider") must
 * stay on screen on a 1280px laptop.
 */
export const responsiveTableSx = (below: 'md' | 'lg' | 'xl') => (theme: Theme) => ({
  '& td, & th': { px: 1.5 },
  '& .RaDataTable-headerCell': { fontWeight: 700 },
  '& .narrow-only': { display: 'none' },
  [theme.breakpoints.down(below)]: {
    '& td, & th': { px: 1 },
    '& .wide-only': { display: 'none' },
    '& .narrow-only': { display: 'block' },
  },
});

export const WIDE_ONLY = { headerClassName: 'wide-only', cellClassName: 'wide-only' } as const;
