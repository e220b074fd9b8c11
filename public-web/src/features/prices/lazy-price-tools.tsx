import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { NEAR_SCREEN_ROOT_MARGIN } from '../../lib/near-screen.js';

const PlanQuotes = lazy(() => import(/* webpackChunkName: "plan-quotes" */ './components/PlanQuotes.js'));
const FairPriceCheck = lazy(() => import(/* webpackChunkName: "fair-price-check" */ './components/FairPriceCheck.js'));

function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="hw-tool-loading">
      Loading {what}...
    </p>
  );
}

/** The quote list: its chunk loads when a plan first has a service (the panel is not shown before). */
export function LazyPlanQuotes(props: ComponentProps<typeof PlanQuotes>) {
  return (
    <Suspense fallback={<Loading what="prices near you" />}>
      <PlanQuotes {...props} />
    </Suspense>
  );
}

/** Renders children once the placeholder comes near the screen (or at once where that cannot be observed). */
function WhenNearScreen({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    if (typeof IntersectionObserver === 'undefined' || !ref.current) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_ROOT_MARGIN },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={ref}>{near ? children : placeholder}</div>;
}

/** "Is this price fair?": its chunk loads as the section scrolls near the screen, not with the page. */
export function LazyFairPriceCheck(props: ComponentProps<typeof FairPriceCheck>) {
  const placeholder = <Loading what="the price check" />;
  return (
    <WhenNearScreen placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <FairPriceCheck {...props} />
      </Suspense>
    </WhenNearScreen>
  );
}
