import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { Footer } from './Footer.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { TopBar } from './TopBar.js';

const styles = {
  skip: css({
    position: 'absolute',
    left: 8,
    top: -100,
    zIndex: 2000,
    padding: '12px 20px',
    borderRadius: 8,
    background: palette.focus,
    color: palette.text,
    fontWeight: 700,
    fontSize: typeScale.body.fontSize,
    textDecoration: 'underline',
    '&:focus': { top: 8, outline: `3px solid ${palette.text}` },
  }),
  page: css({ display: 'flex', flexDirection: 'column', minHeight: '100vh' }),
  content: css({ flex: 1 }),
  loading: css({ padding: '48px 16px', textAlign: 'center', fontSize: typeScale.body.fontSize }),
};

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
    <div css={styles.page}>
      <a href="#main-content" css={styles.skip} className="hw-skip-link">
        Skip to main content
      </a>
      <TopBar />
      <div css={styles.content}>
        <Suspense
          fallback={
            <p role="status" css={styles.loading}>
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
