import { providerIdFromPath, PROVIDER_PAGE_ROUTE } from './provider-pages.js';

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** '/provider-directory/12' */
export function providerPagePath(id: number): string {
  return PROVIDER_PAGE_ROUTE.replace(':id', String(id));
}

/**
 * The public build's sitemap.xml (its prerendered pages, written by public-web's prerender) with a <url> for each
 * provider page given, before the closing tag: the provider pages live in the database, so only the server knows
 * them. A file without the closing tag is sent as it is.
 */
export function sitemapWithProviderPages(built: string, origin: string, ids: readonly number[]): string {
  const end = built.lastIndexOf('</urlset>');
  if (end < 0) return built;
  const urls = ids
    .filter((id) => Number.isSafeInteger(id) && providerIdFromPath(providerPagePath(id)) === id)
    .map((id) => `  <url><loc>${xmlEscape(`${origin}${providerPagePath(id)}`)}</loc></url>\n`)
    .join('');
  const head = built.slice(0, end);
  return `${head}${head.endsWith('\n') || urls === '' ? '' : '\n'}${urls}${built.slice(end)}`;
}
