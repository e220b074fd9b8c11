// Module Federation needs an async boundary: the shared react and react-dom are negotiated before bootstrap runs.
// This entry is requested only after the browser has painted the prerendered page (app/entry-loader.ts), so
// the app (hydration included) starts then, without holding the first paint back.

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

preloadPageChunks();
import(/* webpackChunkName: "bootstrap" */ './bootstrap.js').catch((error: unknown) => console.error(error));
