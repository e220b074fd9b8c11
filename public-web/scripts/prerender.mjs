// Prerenders every public route into dist/ (faqs.html style, home = index.html), plus 404.html, the empty
// shell for /domainauth*, sitemap.xml, robots.txt and prerender-manifest.json. Run after both webpack builds.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const dist = path.join(root, 'dist');
const ssrFile = path.join(root, 'dist-ssr', 'ssr.js');

// React 19 emits hoistable head tags (<title>, <meta>, <link>) at the very front of renderToString's output.
const HOISTED = /^(?:<(?:title>[^<]*<\/title|meta [^>]*|link [^>]*)>)*/;

function fileFor(routePath) {
  return routePath === '/' ? 'index.html' : `${routePath.replace(/^\//, '').replace(/\//g, '-')}.html`;
}

function fill(template, headScripts, head, app) {
  for (const placeholder of ['<!--head-scripts-->', '<!--head-->', '<!--app-->']) {
    if (!template.includes(placeholder)) throw new Error(`shell.html lost its ${placeholder} placeholder`);
  }
  return template
    .replace('<!--head-scripts-->', () => headScripts)
    .replace('<!--head-->', () => head)
    .replace('<!--app-->', () => app);
}

/** The CSP source that allows exactly this inline script ('sha256-<base64>', over the script's UTF-8 text). */
export function cspHashOf(script) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

function xmlEscape(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function prerender({ quiet = false } = {}) {
  const started = Date.now();
  const require = createRequire(import.meta.url);
  delete require.cache[ssrFile];
  const { render, prerenderPlan, siteStyles } = require(ssrFile);
  // The entry's <script defer> from the build becomes an inline loader that asks for it after the first paint
  // (src/app/entry-loader.ts): no script request before the page is drawn.
  const built = readFileSync(path.join(dist, 'shell.html'), 'utf8');
  const entryTag = /<script defer(?:="defer")? src="([^"]+)"><\/script>/.exec(built);
  if (!entryTag) throw new Error('shell.html has no <script defer src> for the entry');
  const template = built.replace(entryTag[0], '');

  copyFileSync(path.join(root, 'static', 'favicon.svg'), path.join(dist, 'favicon.svg'));

  // Inline head scripts (the text size, applied before first paint) instead of render-blocking requests;
  // the API adds each one's hash to the page CSP from the manifest, so no other inline script can run.
  const inlineScripts = [...prerenderPlan.headScripts, prerenderPlan.entryLoaderScript(entryTag[1])];
  const headScripts = inlineScripts.map((s) => `<script>${s}</script>`).join('');
  const scriptHashes = inlineScripts.map(cspHashOf);
  // The static stylesheet of the shell and the data islands, in every page including the ones the API
  // renders: after the head scripts and before the page's <style data-emotion> tags, whose rules must win.
  const headStart = `${headScripts}<style id="hw-site">${siteStyles}</style>`;

  // The page's own chunks (bootstrap + route) would otherwise be requested one after the other. They are
  // named in a meta tag, not preloaded: the entry script (src/index.ts) asks for them all at once after the
  // first paint, so no script download competes with the HTML on a slow connection and none is evaluated
  // before the page is drawn.
  const groupsFile = path.join(root, 'dist-ssr', 'client-chunk-groups.json');
  const groups = existsSync(groupsFile) ? JSON.parse(readFileSync(groupsFile, 'utf8')) : {};
  const chunkFiles = (chunks) => [...new Set(chunks.flatMap((c) => groups[c] ?? []))].map((f) => `/${f}`);
  const chunkMeta = (chunks) => `<meta name="homeward-chunks" content="${chunkFiles(chunks).join(' ')}">`;

  const manifest = { routes: {}, shell: 'shell.html', notFound: '404.html', scriptHashes, firstLoadJsBudget: {}, firstLoadChunks: {} };
  const pageFor = async (url, chunks) => {
    const { html, styles } = await render(url);
    const head = html.match(HOISTED)[0];
    return fill(template, headStart, `${head}\n    ${styles}\n    ${chunkMeta(chunks)}`, html.slice(head.length));
  };

  for (const route of prerenderPlan.routes) {
    const file = fileFor(route.path);
    writeFileSync(path.join(dist, file), await pageFor(route.path, route.chunks));
    manifest.routes[route.path] = file;
    manifest.firstLoadJsBudget[route.path] = route.firstLoadBudget;
    manifest.firstLoadChunks[route.path] = chunkFiles(route.chunks);
  }
  writeFileSync(path.join(dist, '404.html'), await pageFor(prerenderPlan.notFoundProbe, prerenderPlan.notFoundChunks));

  // The admin shell: an EMPTY root (the client mounts with createRoot), not indexed.
  const shellHead = '<title>Admin | Homeward</title><meta name="robots" content="noindex, nofollow" />';
  writeFileSync(path.join(dist, 'shell.html'), fill(template, headStart, shellHead, ''));

  const origin = prerenderPlan.siteOrigin;
  const urls = prerenderPlan.routes
    .filter((r) => r.sitemap)
    .map((r) => `  <url><loc>${xmlEscape(r.path === '/' ? `${origin}/` : `${origin}${r.path}`)}</loc></url>`);
  writeFileSync(
    path.join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n${prerenderPlan.privatePaths.map((p) => `Disallow: ${p}\nDisallow: ${p}/\n`).join('')}\nSitemap: ${origin}/sitemap.xml\n`,
  );
  // Pages the API renders at request time (a provider's page): the SSR bundle, the unfilled
  // shell and each route's preload hints. Both files stay in dist-ssr, which is never served.
  writeFileSync(
    path.join(root, 'dist-ssr', 'page-template.html'),
    template.replace('<!--head-scripts-->', () => headStart),
  );
  manifest.ssr = { bundle: '../dist-ssr/ssr.js', template: '../dist-ssr/page-template.html' };
  manifest.serverRendered = Object.fromEntries((prerenderPlan.serverRoutes ?? []).map((r) => [r.path, { preload: chunkMeta(r.chunks) }]));
  writeFileSync(path.join(dist, 'prerender-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (!quiet) {
    const hash = createHash('sha1').update(JSON.stringify(manifest)).digest('hex').slice(0, 8);
    console.log(`prerendered ${Object.keys(manifest.routes).length} routes + 404 + shell in ${Date.now() - started} ms (${hash})`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  prerender().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
