import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import Drawer from '@mui/material/Drawer';
import { ThemeProvider } from '@mui/material/styles';
import { muiTheme } from '../mui-theme.js';
import { mainNavigation, paths } from '../paths.js';
import { MOBILE_MENU_ID, styles } from './mobile-menu-styles.js';

/**
 * The slide-in side menu for narrow screens: a modal dialog (focus kept inside, Escape closes, focus goes
 * back to the Menu button) with the same 7 links as the top bar. It closes when a link is followed.
 */
export default function MobileMenuDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname) {
      lastPath.current = pathname;
      onClose();
    }
  }, [pathname, onClose]);

  return (
    <ThemeProvider theme={muiTheme}>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { id: MOBILE_MENU_ID, role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'mobile-menu-title' } as object }}
      >
        <div css={styles.panel}>
          <div css={styles.head}>
            <h2 id="mobile-menu-title" css={styles.title}>
              Menu
            </h2>
            <button type="button" css={styles.close} onClick={onClose}>
              <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
                <path fill="currentColor" d="M18.3 5.71 12 12.01l-6.3-6.3-1.41 1.41 6.3 6.3-6.3 6.29 1.41 1.42 6.3-6.3 6.29 6.3 1.42-1.42-6.3-6.29 6.3-6.3z" />
              </svg>
              Close<span className="hw-visually-hidden"> menu</span>
            </button>
          </div>
          <nav aria-label="Main menu">
            <ul css={styles.list}>
              {mainNavigation.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} end={item.path === paths.home} css={styles.link} onClick={onClose}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Drawer>
    </ThemeProvider>
  );
}
