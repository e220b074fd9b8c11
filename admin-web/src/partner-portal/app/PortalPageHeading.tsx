import { Typography } from '@mui/material';
import { PortalMeta } from './PortalMeta.js';
import type { ReactNode } from 'react';

/** The top of a signed-in portal page: its title (in the tab and as the h1) and a short paragraph saying what it is for. */
export function PortalPageHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PortalMeta title={title} />
      <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{children}</Typography>
    </>
  );
}
