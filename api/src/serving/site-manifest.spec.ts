import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SiteManifest, parseManifest } from './site-manifest.js';

describe(parseManifest.name, () => {
  it('reads routes, shell and notFound, with defaults for the last two', () => {
    expect(parseManifest('{"routes":{"/":"index.html","/faqs":"faqs.html","bad":"x.html"}}')).toEqual({
      routes: { '/': 'index.html', '/faqs': 'faqs.html' },
      shell: 'shell.html',
      notFound: '404.html',
      scriptHashes: [],
    });
  });

  it('keeps only well-formed CSP hash sources from scriptHashes', () => {
    const good = "'sha256-AbC+/0123456789abcdefghijklmnopqrstuvwxyzABC='";
    const manifest = parseManifest(
      JSON.stringify({ routes: { '/': 'index.html' }, scriptHashes: [good, "'unsafe-inline'", 'sha256-unquoted=', 42, "'sha256-x'; script-src *"] }),
    );
    expect(manifest.scriptHashes).toEqual([good]);
  });

  it('refuses a manifest without routes', () => {
    expect(() => parseManifest('{}')).toThrow(/no routes/);
  });
});

describe(SiteManifest.name, () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hw-manifest-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is null until the site is built, then follows a rebuild', () => {
    const site = new SiteManifest(dir, 0);
    expect(site.current()).toBeNull();
    writeFileSync(site.file, '{"routes":{"/":"index.html"}}');
    expect(site.current()?.routes).toEqual({ '/': 'index.html' });
    writeFileSync(site.file, '{"routes":{"/":"home.html"}}');
    utimesSync(site.file, new Date(), new Date(Date.now() + 5000));
    expect(site.current()?.routes).toEqual({ '/': 'home.html' });
  });

  it('keeps files named by the manifest inside the dist folder', () => {
    const site = new SiteManifest(dir);
    expect(site.resolve('index.html')).toBe(path.join(dir, 'index.html'));
    expect(site.resolve('../secret.txt')).toBeNull();
    expect(site.resolve('/etc/passwd')).toBeNull();
  });
});
