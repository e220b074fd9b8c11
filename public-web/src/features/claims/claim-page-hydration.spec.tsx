import { act, screen } from '@testing-library/react';
import { installFakeFetch } from '@homeward/test-support';
import { findPublicRoute, preloadRoute } from '../../app/routes.js';
import { render } from '../../ssr.js';
import { hydrateApp } from '../../testing/render-app.js';

// The same split the prerender step does: React 19 puts hoisted head tags at the front of the markup.
const HOISTED = /^(?:<(?:title>[^<]*<\/title|meta [^>]*|link [^>]*)>)*/;

describe('the claim page opened directly from a listing link', () => {
  it('hydrates the prerendered page (built without a query) at /claim-your-listing?provider=40, then names the organisation', async () => {
    installFakeFetch({
      'GET /api/providers/40': {
        body: { id: 40, businessName: 'Harbourside Community Care Inc', suburb: 'Newcastle', state: 'NSW', listing: { claimed: false } },
      },
    });
    const { html } = await render('/claim-your-listing');
    const head = html.match(HOISTED)?.[0] ?? '';
    expect(head).toContain('<title>Is this your organisation? Claim your listing');
    document.body.innerHTML = `<div id="root">${html.slice(head.length)}</div>`;
    window.history.pushState({}, '', '/claim-your-listing?provider=40');
    await preloadRoute(findPublicRoute('/claim-your-listing'));

    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const root = await hydrateApp((e) => errors.push(e));
    expect(await screen.findByRole('link', { name: 'Harbourside Community Care Inc' })).toBeInTheDocument();
    expect(errors).toEqual([]);
    act(() => root?.unmount());
    consoleError.mockRestore();
  });
});
