import { SITE_NAME, SITE_ORIGIN } from '../../config.js';

export type JsonLd = Record<string, unknown>;

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The route path, e.g. '/faqs'; the canonical link is SITE_ORIGIN + path. null: no canonical (the not-found page). */
  path: string | null;
  /** Defaults to 'index, follow'. */
  robots?: string;
  /** One or more JSON-LD objects, each emitted as its own script. */
  jsonLd?: JsonLd | JsonLd[];
}

export function canonicalUrl(path: string): string {
  return path === '/' ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${path}`;
}

/**
 * Title, meta description, robots and canonical link: React 19 hoists these into <head> (the prerender step
 * moves them there in the static HTML). JSON-LD stays where it is rendered, which search engines accept.
 */
export function PageMeta({ title, description, path, robots = 'index, follow', jsonLd }: PageMetaProps) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const url = path === null ? null : canonicalUrl(path);
  const blocks = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={robots} />
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      {blocks.map((block, i) => (
        <script
          key={i}
          type="application/ld+json"
          // JSON-LD must be raw JSON; '<' is escaped so no string can close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(block).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}

export default PageMeta;
