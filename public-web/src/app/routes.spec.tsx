import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { paths } from './paths.js';
import { findPublicRoute, isAdminPath, notFoundRoute, preloadRoute, publicRoutes, RoutePage } from './routes.js';

describe('route table', () => {
  it('has a lazy route for every public path of paths.ts', () => {
    // The admin console and the provider portal are the remote's, not public routes.
    const publicPaths = Object.values(paths).filter((p) => !p.startsWith(paths.adminLogin) && !p.startsWith(paths.partnerPortal));
    expect(publicRoutes.map((r) => r.path).sort()).toEqual([...publicPaths].sort());
  });

  it('finds routes by path and falls back to the not-found route', () => {
    expect(findPublicRoute('/faqs').path).toBe('/faqs');
    expect(findPublicRoute('/').path).toBe('/');
    expect(findPublicRoute('/faqs/extra')).toBe(notFoundRoute);
    expect(findPublicRoute('/nope')).toBe(notFoundRoute);
  });

  it('knows the admin paths', () => {
    expect(isAdminPath('/domainauth')).toBe(true);
    expect(isAdminPath('/domainauth/dashboard')).toBe(true);
    expect(isAdminPath('/domainauthx')).toBe(false);
    expect(isAdminPath('/partners')).toBe(true);
    expect(isAdminPath('/partners/leads')).toBe(true);
    expect(isAdminPath('/partnersx')).toBe(false);
    expect(isAdminPath('/faqs')).toBe(false);
  });

  it('renders a preloaded route synchronously (what hydration needs), without suspending', async () => {
    const route = findPublicRoute(paths.privacy);
    await preloadRoute(route);
    const html = renderToString(
      <MemoryRouter>
        <RoutePage route={route} />
      </MemoryRouter>,
    );
    expect(html).toContain('Your privacy');
  });
});
