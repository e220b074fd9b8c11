import { useCallback, useState } from 'react';
import { NavLink } from 'react-router';
import { Container } from '../../components/ui/Container.js';
import { mainNavigation, paths } from '../paths.js';
import { Brand } from './Brand.js';
import { MobileMenu, MenuButton } from './MobileMenu.js';
import { TextSizeControl } from './TextSizeControl.js';
import { ShortlistCount } from './ShortlistCount.js';

/** The shared top bar: brand, text size, the main links (wide screens) or the menu button (narrow). */
export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <header className="hw-topbar hw-no-print">
      <Container>
        <div className="hw-topbar__row">
          <Brand />
          <div className="hw-topbar__spacer" />
          <div className="hw-topbar__shortlist-slot">
            <ShortlistCount />
          </div>
          <div className="hw-topbar__text-size">
            <TextSizeControl />
          </div>
          <div className="hw-topbar__menu">
            <MenuButton open={menuOpen} onOpen={() => setMenuOpen(true)} />
          </div>
        </div>
      </Container>
      <nav aria-label="Main" className="hw-topbar__nav">
        <Container>
          <ul className="hw-topbar__links">
            {mainNavigation.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end={item.path === paths.home} className="hw-topbar__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
