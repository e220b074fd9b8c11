// Module Federation needs an async boundary: the shared react and react-dom are negotiated before bootstrap runs.
// The app (hydration included) starts once the browser has painted the prerendered page: downloading and
// evaluating ~100 KB of script first would hold the first paint back on a slow phone (docs/decisions/028).
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // An empty root (the admin shell) has nothing to paint: start at once.
    if (!document.getElementById('root')?.hasChildNodes()) {
      resolve();
      return;
    }
    const supportsPaintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!supportsPaintTiming) {
      // Older browsers: the frame after the next one has been painted.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    // A hidden tab does not paint: start anyway.
    const timer = setTimeout(() => done(), 1000);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    const done = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** The page's own chunks, named by the prerender: fetched together, instead of one after the other. */
function preloadPageChunks(): void {
  const files = document.querySelector('meta[name="homeward-chunks"]')?.getAttribute('content')?.split(' ') ?? [];
  for (const href of files) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
}

afterFirstPaint()
  .then(() => {
    preloadPageChunks();
    return import(/* webpackChunkName: "bootstrap" */ './bootstrap.js');
  })
  .catch((error: unknown) => console.error(error));
