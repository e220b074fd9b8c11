import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Dialog } from '../../components/ui/Dialog.js';
import { mainNavigation, paths } from '../paths.js';
import { MOBILE_MENU_ID } from './MobileMenu.js';

/**
 * The side menu for narrow screens: a modal dialog along the right edge (the rest of the page inert, Escape
 * closes, focus goes back to the Menu button) with the same 7 links as the top bar. It closes when a link is
 * followed.
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
    <Dialog open={open} onClose={onClose} title="Menu" closeLabel="menu" placement="end" id={MOBILE_MENU_ID}>
      <nav aria-label="Main menu">
        <ul className="hw-mobile-menu__list">
          {mainNavigation.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end={item.path === paths.home} className="hw-mobile-menu__link" onClick={onClose}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
