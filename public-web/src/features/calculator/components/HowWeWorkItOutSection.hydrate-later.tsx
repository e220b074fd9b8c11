import { lazy, Suspense } from 'react';
import { NEAR_SCREEN_ROOT_MARGIN } from '../../../lib/near-screen.js';

/** The section's heading id: the prerendered section is found by it. */
export const HOW_WE_WORK_IT_OUT_ID = 'how-we-work-it-out';

/** What a person does first on the page: any of these starts the section's code loading. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Resolves once the prerendered section comes near the screen, or at the person's first press, key or focus
 * anywhere (at once when there is no section, or no observer). The first interaction matters: the section's links
 * read the router's location, so a navigation (the quote's place goes in the address) waits for the section to
 * hydrate; loading starts before any such change can.
 */
function nearScreenOrFirstInteraction(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: NEAR_SCREEN_ROOT_MARGIN });
    observer.observe(element);
    for (const type of FIRST_INTERACTION) document.addEventListener(type, done, true);
  });
}

const HowWeWorkItOut = lazy(() =>
  nearScreenOrFirstInteraction(HOW_WE_WORK_IT_OUT_ID)
    .then(() => import(/* webpackChunkName: "how-we-work-it-out" */ './HowWeWorkItOut.js'))
    .then((m) => ({ default: m.HowWeWorkItOut })),
);

/**
 * "How do we work out these figures?", far below the tools: words only, prerendered, so its code is not part of the
 * page's first load. The server renders it in place (the .ssr variant); in the browser its
 * Suspense boundary keeps that prerendered HTML and hydrates it once the section comes near the screen or the
 * person first does something. Reached by a link inside the app (nothing prerendered), it renders when it loads.
 */
export function HowWeWorkItOutSection() {
  return (
    <Suspense fallback={null}>
      <HowWeWorkItOut />
    </Suspense>
  );
}
