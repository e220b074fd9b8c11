import { useCallback, useState } from 'react';
import { NavLink } from 'react-router';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { Container } from '../../components/ui/Container.js';
import { mainNavigation, paths } from '../paths.js';
import { Brand } from './Brand.js';
import { MobileMenu, MenuButton } from './MobileMenu.js';
import { TextSizeControl } from './TextSizeControl.js';

const styles = {
  header: css({ background: palette.paper, borderBottom: `1px solid #d5dae1` }),
  row: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 12, rowGap: 4, minHeight: 72, paddingBlock: 8 }),
  spacer: css({ flex: 1 }),
  // On narrow screens the text-size control gets a row of its own, under the brand and the Menu button.
  textSize: css({ order: 3, '@media (max-width: 599.95px)': { order: 4, flexBasis: '100%', display: 'flex', justifyContent: 'flex-end', paddingBottom: 4 } }),
  // marginLeft auto keeps the button on the right when large text makes it wrap under the brand.
  menu: css({ order: 3, marginLeft: 'auto' }),
  desktopOnly: css({ '@media (max-width: 1199.95px)': { display: 'none' } }),
  mobileOnly: css({ '@media (min-width: 1200px)': { display: 'none' } }),
  navBar: css({ background: palette.primary }),
  list: css({ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', margin: 0, padding: '6px 0' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: '0 14px',
    borderRadius: 6,
    color: '#ffffff',
    fontSize: typeScale.ui.fontSize,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { background: 'rgba(255,255,255,0.14)', textDecoration: 'underline' },
    '&[aria-current="page"]': { background: '#ffffff', color: palette.primaryDark },
    '&:focus-visible': { outline: `3px solid ${palette.focus}`, outlineOffset: 2 },
  }),
};

/** The shared top bar: brand, text size, the main links (wide screens) or the menu button (narrow). */
export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <header css={styles.header} className="hw-no-print">
      <Container>
        <div css={styles.row}>
          <Brand />
          <div css={styles.spacer} />
          <div css={styles.textSize}>
            <TextSizeControl />
          </div>
          <div css={[styles.mobileOnly, styles.menu]}>
            <MenuButton open={menuOpen} onOpen={() => setMenuOpen(true)} />
          </div>
        </div>
      </Container>
      <nav aria-label="Main" css={[styles.navBar, styles.desktopOnly]}>
        <Container>
          <ul css={styles.list}>
            {mainNavigation.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end={item.path === paths.home} css={styles.link}>
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
