import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './Footer.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { TopBar } from './TopBar.js';

/**
 * Moves focus to the new page's heading after a client-side navigation, so screen-reader and keyboard users
 * start at the top of the new content, as they would after a full page load.
 */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  }, [pathname]);
}

/** Top bar, the page, and the footer, shared by every public route. Pages render their own <main id="main-content">. */
export function PublicLayout() {
  useFocusOnNavigate();
  const { pathname } = useLocation();
  return (
    <div className="hw-layout">
      <a href="#main-content" className="hw-skip-link">
        Skip to main content
      </a>
      <TopBar />
      <div className="hw-layout__content">
        <Suspense
          fallback={
            <p role="status" className="hw-layout__loading">
              Loading...
            </p>
          }
        >
          <RouteErrorBoundary key={pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </Suspense>
      </div>
      <Footer />
    </div>
  );
}
