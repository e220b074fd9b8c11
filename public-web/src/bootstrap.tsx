import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.js';
import { AppProviders } from './app/providers.js';
import { keepPrerenderedBody } from './app/prerendered-body/kept-body.js';
import { findPublicRoute, isAdminPath, preloadRoute } from './app/routes.js';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const { pathname } = window.location;
  // A reading page keeps its prerendered body and needs no chunk of its own. Any other page's chunk is loaded
  // first, so the first render is synchronous and matches the prerendered HTML.
  if (!isAdminPath(pathname)) {
    const route = findPublicRoute(pathname);
    if (!keepPrerenderedBody(route, pathname)) await preloadRoute(route);
  }

  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    // Hydrated as a transition, React yields to the browser every few milliseconds instead of hydrating the
    // whole page in one task: the page is already drawn and readable, and a tap during hydration is answered
    // (React hydrates the part tapped first) instead of waiting behind one long task.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError(error, info) {
          console.error('Hydration problem', error, info.componentStack);
        },
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

start().catch((error: unknown) => console.error(error));
