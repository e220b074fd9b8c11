import { act } from '@testing-library/react';
import { installFakeFetch } from '@homeward/test-support';
import { findPublicRoute, preloadRoute } from './app/routes.js';
import { prerenderPlan, render } from './ssr.js';
import { hydrateApp } from './testing/render-app.js';

// The server bundle renders a *.hydrate-later module's .ssr variant in place (webpack.config.js). Both renders here
// share one module registry, so both take that variant: the markup is the server's, and the browser's later
// hydration of the section is covered by the e2e suite's hydration check in Chromium.
jest.mock('./features/calculator/components/HowWeWorkItOutSection.hydrate-later.js', () =>
  jest.requireActual('./features/calculator/components/HowWeWorkItOutSection.hydrate-later.ssr.js'),
);

// The same split the prerender step does: React 19 puts hoisted head tags at the front of the markup.
const HOISTED = /^(?:<(?:title>[^<]*<\/title|meta [^>]*|link [^>]*)>)*/;

describe('prerendered HTML hydrates without a mismatch', () => {
  // Every public route, the interactive tools included.
  const routes = prerenderPlan.routes.map((r) => r.path);

  it.each([...routes, '/no-such-page'])('%s', async (path) => {
    installFakeFetch(
      { 'GET /api/classifications': { body: [] }, 'GET /api/services': { body: [] }, 'GET /api/providers/search': { body: [] } },
      { delayMs: 50 },
    );
    const { html } = await render(path);
    const head = html.match(HOISTED)?.[0] ?? '';
    expect(head).toContain('<title>');
    document.body.innerHTML = `<div id="root">${html.slice(head.length)}</div>`;
    window.history.pushState({}, '', path);
    await preloadRoute(findPublicRoute(path));

    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const root = await hydrateApp((e) => errors.push(e));
    expect(errors).toEqual([]);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    act(() => root?.unmount());
    consoleError.mockRestore();
  });
});
