import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useGetIdentity, useLogout } from 'react-admin';
import { typeScale } from '@homeward/theme';

/** The console's own header: no public top bar or footer on admin pages. */
export function Header() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  return (
    <AppBar position="static" color="primary" elevation={0} component="header">
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1, maxWidth: 1280, width: '100%', mx: 'auto' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: typeScale.h4.fontSize, lineHeight: 1.2 }}>
            Homeward admin
          </Typography>
          <Typography component="p" variant="body2" data-testid="welcome" sx={{ opacity: 0.95, overflowWrap: 'anywhere' }}>
            {identity?.fullName ? `Welcome, ${identity.fullName}` : 'Welcome'}
          </Typography>
        </Box>
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<LogoutIcon aria-hidden />}
          onClick={() => logout()}
          sx={{ borderColor: 'rgba(255,255,255,0.7)' }}
        >
          Logout
        </Button>
      </Toolbar>
    </AppBar>
  );
}
