import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from 'react-admin';
import { typeScale } from '@homeward/theme';

export interface AppHeaderProps {
  /** The app's name, first in the bar. */
  title: string;
  /** Who is signed in, under the name. */
  subtitle: string;
  subtitleTestId: string;
  signOutLabel: string;
}

/** The signed-in bar of the console and the portal (no public top bar or footer): the app's name, who is signed in, and signing out. */
export function AppHeader({ title, subtitle, subtitleTestId, signOutLabel }: AppHeaderProps) {
  const logout = useLogout();
  return (
    <AppBar position="static" color="primary" elevation={0} component="header">
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1, maxWidth: 1280, width: '100%', mx: 'auto' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: typeScale.h4.fontSize, lineHeight: 1.2 }}>
            {title}
          </Typography>
          <Typography component="p" variant="body2" data-testid={subtitleTestId} sx={{ opacity: 0.95, overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        </Box>
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<LogoutIcon aria-hidden />}
          onClick={() => logout()}
          sx={{ borderColor: 'rgba(255,255,255,0.7)' }}
        >
          {signOutLabel}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
