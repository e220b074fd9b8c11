import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProviderOffice } from '../src/providers/offices/provider-office.entity.js';
import { providerBody } from './support/factories.js';
import { cspDirective } from './support/csp.js';
import { TestDatabase, adminAgent, directoryChangedBehindTheApi, startApp, type TestApp } from './support/harness.js';
import { insertOfficialListing } from './support/official-listings.js';

/**
 * GET /provider-directory/:id: the provider's page rendered at request time with the public
 * site's node bundle, cached per provider and version. The bundle here is a stand-in with the same exports as
 * public-web's dist-ssr/ssr.js (renderProviderPage, pageDocument) that counts its renders.
 */
function writeFixtureDist(root: string): string {
  const dist = path.join(root, 'public-web', 'dist');
  const ssr = path.join(root, 'public-web', 'dist-ssr');
  mkdirSync(dist, { recursive: true });
  mkdirSync(ssr, { recursive: true });
  writeFileSync(
    path.join(dist, '404.html'),
    '<!doctype html><html><head><title>Page not found</title></head><body><div id="root"><h1>Page not found</h1></div></body></html>',
  );
  writeFileSync(path.join(dist, 'shell.html'), '<!doctype html><html><head><title>Admin</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(ssr, 'page-template.html'), '<!doctype html><html><head><!--head--></head><body><div id="root"><!--app--></div></body></html>');
  writeFileSync(
    path.join(ssr, 'ssr.js'),
    `globalThis.__providerRenders = 0;
exports.renderProviderPage = async ({ id, near, profile }) => {
  globalThis.__providerRenders += 1;
  if (profile && profile.businessName === 'Broken Render Care') throw new Error('render failed');
  if (!profile) return { html: '<title>Page not found | Homeward</title><main><h1>Page not found</h1></main>', styles: '' };
  return { html: '<title>' + profile.businessName + ': services and prices | Homeward</title><main><h1>' + profile.businessName + '</h1><table>' +
    profile.prices.map((p) => '<tr><th>' + p.serviceName + '</th><td>' + p.standard + '</td></tr>').join('') + '</table>' +
    '<p id="near">' + (near || '') + '</p><ol>' + (profile.offices || []).map((o) => '<li>' + o.suburb + ' ' + o.distanceKm + '</li>').join('') + '</ol></main>',
    styles: '<style>x</style>' };
};
exports.pageDocument = (template, preload, { html, styles }) => {
  const head = /^<title>[^<]*<\\/title>/.exec(html)[0];
  return template.replace('<!--head-->', head + preload + styles).replace('<!--app-->', html.slice(head.length));
};
`,
  );
  writeFileSync(
    path.join(dist, 'prerender-manifest.json'),
    JSON.stringify({
      routes: {},
      shell: 'shell.html',
      notFound: '404.html',
      scriptHashes: [INLINE_SCRIPT_HASH],
      ssr: { bundle: '../dist-ssr/ssr.js', template: '../dist-ssr/page-template.html' },
      serverRendered: { '/provider-directory/:id': { preload: '<link rel="preload" as="script" href="/page-provider-profile.js">' } },
    }),
  );
  return dist;
}

/** The pages' inline head script (the text size), pinned in the page CSP by this hash source. */
const INLINE_SCRIPT_HASH = "'sha256-UHJvdmlkZXJQYWdlSW5saW5lU2NyaXB0SGFzaDAwMDA='";

const renders = () => (globalThis as { __providerRenders?: number }).__providerRenders ?? 0;

describe('provider pages rendered at request time', () => {
  let db: TestDatabase;
  let app: TestApp;
  let root: string;
  let id: number;
  let admin: Awaited<ReturnType<typeof adminAgent>>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'hw-ssr-'));
    db = await TestDatabase.create('provider_pages');
    app = await startApp(db, { PUBLIC_WEB_DIST: writeFixtureDist(root), DEMO_DATA: 'false' });
    admin = await adminAgent(app);
    const created = await admin
      .post('/api/admin/providers')
      .send(providerBody({ businessName: 'Page Test Care', prices: [{ serviceId: 1, standard: 151.5 }] }))
      .expect(201);
    id = created.body.id as number;
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the page with its title, h1, price table and preload hints, from the same profile as GET /api/providers/:id', async () => {
    const profile = (await app.http.get(`/api/providers/${id}`).expect(200)).body as { prices: Array<{ standard: string }> };
    const res = await app.http.get(`/provider-directory/${id}`).set('Accept', 'text/html').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.text).toContain('<title>Page Test Care: services and prices | Homeward</title>');
    expect(res.text).toContain('<h1>Page Test Care</h1>');
    expect(res.text).toContain(`<td>${profile.prices[0].standard}</td>`);
    expect(res.text).toContain('href="/page-provider-profile.js"');
    expect(cspDirective(res, 'script-src')).toBe(`script-src 'self' ${INLINE_SCRIPT_HASH}`);
  });

  it('pins no inline script in the CSP of a path that is not a page', async () => {
    const res = await app.http.get('/provider-directory/12/photo.png').expect(404);
    expect(String(res.headers['content-security-policy'])).not.toContain('sha256');
  });

  it('renders once and then serves the cached page; a matching ETag is a 304', async () => {
    const first = await app.http.get(`/provider-directory/${id}`).expect(200);
    const count = renders();
    const again = await app.http.get(`/provider-directory/${id}`).expect(200);
    expect(renders()).toBe(count);
    expect(again.text).toBe(first.text);
    await app.http.get(`/provider-directory/${id}`).set('If-None-Match', first.headers.etag).expect(304);
  });

  it('shows an edit at the next view: the page is rendered again from the new profile', async () => {
    const before = await app.http.get(`/provider-directory/${id}`).expect(200);
    await admin
      .put(`/api/admin/providers/${id}`)
      .send({ businessName: 'Page Test Care Renamed', prices: [{ serviceId: 1, standard: 160 }] })
      .expect(200);
    const count = renders();
    const after = await app.http.get(`/provider-directory/${id}`).expect(200);
    expect(renders()).toBe(count + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.text).toContain('<h1>Page Test Care Renamed</h1>');
    expect(after.text).toContain('<td>160.00</td>');
  });

  it.each([
    ['an unknown id', () => '/provider-directory/999999'],
    ['an id that is not a number', () => '/provider-directory/abc'],
    ['an id beyond the database range', () => '/provider-directory/99999999999'],
  ])('answers %s with the not-found page and 404', async (_label, url) => {
    const res = await app.http.get(url()).set('Accept', 'text/html').expect(404);
    expect(res.text).toContain('Page not found');
  });

  it('answers an inactive provider with 404, and serves it again once active', async () => {
    await admin.put(`/api/admin/providers/${id}`).send({ isActive: false }).expect(200);
    await app.http.get(`/provider-directory/${id}`).set('Accept', 'text/html').expect(404);
    await admin.put(`/api/admin/providers/${id}`).send({ isActive: true }).expect(200);
    await app.http.get(`/provider-directory/${id}`).set('Accept', 'text/html').expect(200);
  });

  it('renders the page of a provider that does not exist once, then serves it from the cache', async () => {
    await app.http.get('/provider-directory/888888').set('Accept', 'text/html').expect(404);
    const count = renders();
    const again = await app.http.get('/provider-directory/888888').set('Accept', 'text/html').expect(404);
    expect(renders()).toBe(count);
    expect(again.text).toContain('Page not found');
  });

  it('serves a provider created after its page was asked for (the cached not-found page goes)', async () => {
    const created = await admin
      .post('/api/admin/providers')
      .send(providerBody({ businessName: 'Late Arrival Care' }))
      .expect(201);
    await app.http.get(`/provider-directory/${created.body.id + 1}`).expect(404);
    const later = await admin
      .post('/api/admin/providers')
      .send(providerBody({ businessName: 'Later Arrival Care' }))
      .expect(201);
    expect(later.body.id).toBe(created.body.id + 1);
    expect((await app.http.get(`/provider-directory/${later.body.id}`).expect(200)).text).toContain('<h1>Later Arrival Care</h1>');
  });

  it('falls back to the client-rendered shell (200, noindex) when rendering fails, never a 500', async () => {
    // The stand-in bundle throws for this provider.
    const broken = await admin
      .post('/api/admin/providers')
      .send(providerBody({ businessName: 'Broken Render Care' }))
      .expect(201);
    const res = await app.http.get(`/provider-directory/${broken.body.id}`).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('noindex');
  });

  describe('a listing from the government list that nobody has claimed', () => {
    let official: number;
    beforeAll(async () => {
      const qld = { state: 'QLD' as const };
      official = (
        await insertOfficialListing(app.dataSource, {
          name: 'Downs Page Care',
          offices: [
            {
              ...qld,
              address: '1 Ruthven St',
              suburb: 'Toowoomba',
              postcode: '4350',
              latitude: -27.5606,
              longitude: 151.9539,
              remoteness: 'Inner Regional Australia',
            },
            { ...qld, address: '2 George St', suburb: 'Brisbane City', postcode: '4000', latitude: -27.4698, longitude: 153.0251 },
          ],
        })
      ).id;
      await directoryChangedBehindTheApi(app);
    });

    it('lists its offices nearest the place it was opened from, and by state and suburb without one', async () => {
      const near = await app.http.get(`/provider-directory/${official}?near=4000`).set('Accept', 'text/html').expect(200);
      expect(near.text).toContain('<p id="near">4000</p>');
      expect(near.text).toMatch(/<ol><li>Brisbane City \d+(\.\d)?<\/li><li>Toowoomba \d+(\.\d)?<\/li><\/ol>/);
      const plain = await app.http.get(`/provider-directory/${official}`).set('Accept', 'text/html').expect(200);
      expect(plain.text).toContain('<ol><li>Brisbane City null</li><li>Toowoomba null</li></ol>');
      expect(plain.headers.etag).not.toBe(near.headers.etag);
    });

    it('still shows the page, without distances, when the place is not one we know', async () => {
      const res = await app.http.get(`/provider-directory/${official}?near=Nowhere%20Special`).set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('<li>Toowoomba null</li>');
    });

    it('is for search engines while an office is still on the list, and noindex once every office has gone', async () => {
      const live = await app.http.get(`/provider-directory/${official}`).set('Accept', 'text/html').expect(200);
      expect(live.headers['x-robots-tag']).toBeUndefined();
      const offices = app.dataSource.getRepository(ProviderOffice);
      await offices.update({ providerId: official, suburb: 'Toowoomba' }, { goneFromListAt: new Date() });
      await directoryChangedBehindTheApi(app);
      expect((await app.http.get(`/provider-directory/${official}`).set('Accept', 'text/html').expect(200)).headers['x-robots-tag']).toBeUndefined();
      await offices.update({ providerId: official }, { goneFromListAt: new Date() });
      await directoryChangedBehindTheApi(app);
      const gone = await app.http.get(`/provider-directory/${official}`).set('Accept', 'text/html').expect(200);
      expect(gone.headers['x-robots-tag']).toBe('noindex, follow');
    });
  });

  it('leaves other paths under the directory to the other routes', async () => {
    await app.http.get('/provider-directory/1/extra').set('Accept', 'text/html').expect(404);
  });
});
