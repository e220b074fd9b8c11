import { Alert, Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { portalPaths } from '../paths.js';

/** An emailed link that no longer works: one plain message, and the way on. */
export function LinkProblem({ heading, message, forgotLink = false }: { heading: string; message: string; forgotLink?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h2">
        {heading}
      </Typography>
      <Alert severity="warning" role="alert">
        {message}
      </Alert>
      <Typography>
        {forgotLink ? (
          <Link component={RouterLink} to={portalPaths.forgotPassword}>
            Ask for a new link
          </Link>
        ) : (
          <Link component={RouterLink} to={portalPaths.signIn}>
            Go to sign in
          </Link>
        )}
      </Typography>
    </Box>
  );
}
