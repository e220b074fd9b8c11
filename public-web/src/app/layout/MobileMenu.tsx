import { lazy, Suspense, useState } from 'react';

export const MOBILE_MENU_ID = 'mobile-menu';

// The drawer (the site's Dialog along the right edge) loads when the menu is first wanted (pointer over or
// focus on the button, or the click itself), not with every page.
const loadDrawer = () => import(/* webpackChunkName: "mobile-menu" */ './MobileMenuDrawer.js');
const MobileMenuDrawer = lazy(loadDrawer);

function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
      <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  );
}

export function MenuButton({ open, onOpen }: { open: boolean; onOpen(): void }) {
  return (
    <button
      type="button"
      className="hw-menu-button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? MOBILE_MENU_ID : undefined}
      onPointerEnter={loadDrawer}
      onFocus={loadDrawer}
      onClick={onOpen}
    >
      <MenuIcon />
      Menu
    </button>
  );
}

/** Renders nothing until the menu is first opened; from then on the drawer stays mounted (closed or open). */
export function MobileMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenuDrawer open={open} onClose={onClose} />
    </Suspense>
  );
}
