import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProviderOffice } from '../src/providers/offices/provider-office.entity.js';
import { Provider } from '../src/providers/entities/provider.entity.js';
import { cspDirective } from './support/csp.js';
import { TestDatabase, directoryChangedBehindTheApi, startApp, type TestApp } from './support/harness.js';
import { insertOfficialListing } from './support/official-listings.js';

/** The hash source of the fixture pages' one inline head script (as the public site's prerender writes it). */
const INLINE_SCRIPT_HASH = "'sha256-QmVuY2hGaXh0dXJlSW5saW5lU2NyaXB0SGFzaDAwMDA='";

/** A stand-in for the web apps' builds, following the contract in the issue. */
function writeFixtureDist(root: string): { publicDist: string; adminDist: string } {
  const publicDist = path.join(root, 'public-web', 'dist');
  const adminDist = path.join(root, 'admin-web', 'dist');
  mkdirSync(path.join(publicDist, 'assets'), { recursive: true });
  mkdirSync(adminDist, { recursive: true });
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body><div id="root"><h1>${title}</h1></div><script src="/main.js"></script></body></html>`;
  writeFileSync(path.join(publicDist, 'index.html'), page('Home'));
  writeFileSync(path.join(publicDist, 'faqs.html'), page('FAQs'));
  writeFileSync(path.join(publicDist, 'shell.html'), '<!doctype html><html><head><title>Homeward</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(publicDist, '404.html'), page('Page not found'));
  writeFileSync(path.join(publicDist, 'main.js'), 'console.log("entry");');
  writeFileSync(path.join(publicDist, 'assets', 'vendor.3f9a2c1b7d.js'), `/* ${'x'.repeat(4000)} */`);
  writeFileSync(path.join(publicDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(path.join(publicDist, 'sitemap.xml'), '<?xml version="1.0"?><urlset></urlset>');
  writeFileSync(
    path.join(publicDist, 'prerender-manifest.json'),
    JSON.stringify({ routes: { '/': 'index.html', '/faqs': 'faqs.html' }, shell: 'shell.html', notFound: '404.html', scriptHashes: [INLINE_SCRIPT_HASH] }),
  );
  writeFileSync(path.join(adminDist, 'remoteEntry.js'), 'var domainauth;');
  writeFileSync(path.join(adminDist, '512.a1b2c3d4e5f6.js'), 'chunk');
  return { publicDist, adminDist };
}

describe('serving the built web apps', () => {
  let db: TestDatabase;
  let app: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'hw-dist-'));
    const { publicDist, adminDist } = writeFixtureDist(root);
    db = await TestDatabase.create('serving');
    app = await startApp(db, { PUBLIC_WEB_DIST: publicDist, ADMIN_WEB_DIST: adminDist });
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/', 'Home'],
    ['/faqs', 'FAQs'],
  ])('serves the prerendered page of %s, not cached without revalidation', async (url, title) => {
    const res = await app.http.get(url).set('Accept', 'text/html').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain(`<h1>${title}</h1>`);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each([
    ['/faqs', 200],
    ['/domainauth', 200],
    ['/no-such-page', 404],
  ])('allows on the page %s only its own scripts and the inline scripts pinned by hash in the manifest', async (url, status) => {
    const res = await app.http.get(url).set('Accept', 'text/html').expect(status);
    expect(cspDirective(res, 'script-src')).toBe(`script-src 'self' ${INLINE_SCRIPT_HASH}`);
  });

  it('adds no script hash to the CSP of what is not a page', async () => {
    const res = await app.http.get('/main.js').expect(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).not.toContain('sha256');
  });

  it('serves a prerendered page whatever the Accept header says', async () => {
    await app.http.get('/faqs').set('Accept', '*/*').expect(200);
  });

  it('redirects a trailing slash to the route', async () => {
    const res = await app.http.get('/faqs/?x=1').expect(301);
    expect(res.headers.location).toBe('/faqs?x=1');
  });

  it.each([
    '/domainauth',
    '/domainauth/',
    '/domainauth/dashboard',
    '/domainauth/providers/2',
    '/partners',
    '/partners/leads',
    '/partners/invitation?token=abc',
  ])('serves the shell for %s with noindex', async (url) => {
    const res = await app.http.get(url).set('Accept', 'text/html').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year, and revalidates unhashed ones', async () => {
    const hashed = await app.http.get('/assets/vendor.3f9a2c1b7d.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/javascript/);
    const entry = await app.http.get('/main.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('compresses text assets with gzip', async () => {
    const res = await app.http.get('/assets/vendor.3f9a2c1b7d.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves the admin remote under /remote/ (remoteEntry.js revalidated, chunks immutable)', async () => {
    const entry = await app.http.get('/remote/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.http.get('/remote/512.a1b2c3d4e5f6.js').expect(200);
    expect(chunk.headers['cache-control']).toMatch(/immutable/);
    await app.http.get('/remote/missing.js').expect(404);
  });

  it('serves robots.txt and sitemap.xml from the public build', async () => {
    expect((await app.http.get('/robots.txt').expect(200)).text).toContain('User-agent');
    expect((await app.http.get('/sitemap.xml').expect(200)).headers['content-type']).toMatch(/xml/);
  });

  it('lists every organisation whose page is for search engines in sitemap.xml, after the built pages', async () => {
    const office = { state: 'QLD' as const, latitude: -27.56, longitude: 151.95 };
    // An unclaimed listing with one office still on the list (the other gone): indexable.
    const onList = await insertOfficialListing(app.dataSource, {
      name: 'Sitemap Downs Care',
      offices: [
        { ...office, address: '1 Ruthven St', suburb: 'Toowoomba', postcode: '4350' },
        { ...office, address: '2 Bridge St', suburb: 'Dalby', postcode: '4405' },
      ],
    });
    // An unclaimed listing whose every office has gone from the list: noindex, left out.
    const gone = await insertOfficialListing(app.dataSource, {
      name: 'Sitemap Gone Care',
      offices: [{ ...office, address: '3 Quay St', suburb: 'Warwick', postcode: '4370' }],
    });
    const offices = app.dataSource.getRepository(ProviderOffice);
    await offices.update({ providerId: onList.id, suburb: 'Dalby' }, { goneFromListAt: new Date() });
    await offices.update({ providerId: gone.id }, { goneFromListAt: new Date() });
    // An inactive listing has no page at all.
    const paused = await insertOfficialListing(app.dataSource, {
      name: 'Sitemap Paused Care',
      offices: [{ ...office, address: '4 Main St', suburb: 'Gatton', postcode: '4343' }],
    });
    await app.dataSource.getRepository(Provider).update({ id: paused.id }, { isActive: false });
    await directoryChangedBehindTheApi(app);

    const res = await app.http.get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const page = (id: number) => `${app.config.siteOrigin}/provider-directory/${id}`;
    expect(locs).toContain(page(onList.id));
    expect(locs).not.toContain(page(gone.id));
    expect(locs).not.toContain(page(paused.id));
    // Every other active listing (the team-entered ones) is there too, each once.
    const active = (await app.dataSource.query('SELECT id FROM providers WHERE isActive = 1 AND id <> ?', [gone.id])) as Array<{ id: number | string }>;
    expect(locs.filter((l) => l.includes('/provider-directory/')).sort()).toEqual(active.map((r) => page(Number(r.id))).sort());
    expect(res.text).toMatch(/^<\?xml version="1.0"\?><urlset>\n/);
    expect(res.text.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it("answers the home page's provider figure from the database: every active listing, counted when asked", async () => {
    const count = async () =>
      Number(((await app.dataSource.query('SELECT COUNT(*) AS n FROM providers WHERE isActive = 1')) as Array<{ n: number | string }>)[0].n);
    const before = (await app.http.get('/api/directory/summary').expect(200)).body as { providers: number };
    expect(before).toEqual({ providers: await count() });
    await insertOfficialListing(app.dataSource, {
      name: 'Summary Count Care',
      offices: [{ address: '5 Main St', suburb: 'Stanthorpe', state: 'QLD', postcode: '4380', latitude: -28.65, longitude: 151.93 }],
    });
    await directoryChangedBehindTheApi(app);
    expect((await app.http.get('/api/directory/summary').expect(200)).body).toEqual({ providers: before.providers + 1 });
  });

  it('does not publish the prerender manifest', async () => {
    await app.http.get('/prerender-manifest.json').expect(404);
    // The same file spelt with an escape, a doubled slash or a dot segment.
    for (const url of ['/%70rerender-manifest.json', '/prerender%2Dmanifest.json', '//prerender-manifest.json', '/./prerender-manifest.json']) {
      const res = await app.http.get(url);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('scriptHashes');
    }
  });

  it('answers an unknown page with the not-found page and 404 when HTML is asked for', async () => {
    const res = await app.http.get('/no-such-page').set('Accept', 'text/html,application/xhtml+xml').expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('Page not found');
  });

  it('answers a plain 404 to other clients (fetch sends Accept: */*)', async () => {
    const res = await app.http.get('/no-such-page').set('Accept', '*/*').expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers unknown /api paths with JSON 404, even when HTML is accepted', async () => {
    const res = await app.http.get('/api/nope').set('Accept', 'text/html').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.statusCode).toBe(404);
    await app.http.post('/api/nope').send({}).expect(404);
  });

  it('does not shadow the API', async () => {
    await app.http.get('/api/services').set('Accept', 'text/html').expect(200).expect('Content-Type', /json/);
  });
});

describe('serving before the web apps are built', () => {
  let db: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    db = await TestDatabase.create('not-built');
    app = await startApp(db); // the harness points the dist folders at paths that do not exist
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('answers GET / with a short 503 and keeps the API running', async () => {
    const res = await app.http.get('/').expect(503);
    expect(res.text).toMatch(/Site not built/);
    await app.http.get('/api/health').expect(200);
    await app.http.get('/anything.js').expect(404);
  });
});
