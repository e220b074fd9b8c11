import { sitemapWithProviderPages } from './sitemap.js';

const BUILT =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://homeward.example/</loc></url>\n</urlset>\n';

describe(sitemapWithProviderPages.name, () => {
  it('adds a url for each provider page before the closing tag', () => {
    expect(sitemapWithProviderPages(BUILT, 'https://homeward.example', [3, 12])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://homeward.example/</loc></url>\n' +
        '  <url><loc>https://homeward.example/provider-directory/3</loc></url>\n' +
        '  <url><loc>https://homeward.example/provider-directory/12</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('leaves the file as built without provider pages, or without a closing tag', () => {
    expect(sitemapWithProviderPages(BUILT, 'https://homeward.example', [])).toBe(BUILT);
    expect(sitemapWithProviderPages('<urlset>', 'https://homeward.example', [1])).toBe('<urlset>');
  });

  it('puts a one-line file on lines of its own', () => {
    expect(sitemapWithProviderPages('<urlset></urlset>', 'https://x.example', [5])).toBe(
      '<urlset>\n  <url><loc>https://x.example/provider-directory/5</loc></url>\n</urlset>',
    );
  });

  it('skips anything that is not a provider id', () => {
    expect(sitemapWithProviderPages('<urlset>\n</urlset>', 'https://x.example', [0, -1, 1.5, 2_147_483_648])).toBe('<urlset>\n</urlset>');
  });
});
