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

function fill(template, head, app) {
  if (!template.includes('<!--head-->') || !template.includes('<!--app-->')) {
    throw new Error('shell.html lost its <!--head--> or <!--app--> placeholder');
  }
  return template.replace('<!--head-->', () => head).replace('<!--app-->', () => app);
}

function xmlEscape(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function prerender({ quiet = false } = {}) {
  const started = Date.now();
  const require = createRequire(import.meta.url);
  delete require.cache[ssrFile];
  const { render, prerenderPlan } = require(ssrFile);
  const template = readFileSync(path.join(dist, 'shell.html'), 'utf8');

  // Static files. text-size.js keeps a fixed name: shell.html loads it before first paint.
  copyFileSync(path.join(root, 'static', 'text-size.js'), path.join(dist, 'text-size.js'));
  copyFileSync(path.join(root, 'static', 'favicon.svg'), path.join(dist, 'favicon.svg'));

  // The page's own chunks (bootstrap + route) are otherwise requested one after the other, after main.js
  // has run; preload hints let the browser fetch them while it parses the HTML, so hydration comes sooner.
  const groupsFile = path.join(root, 'dist-ssr', 'client-chunk-groups.json');
  const groups = existsSync(groupsFile) ? JSON.parse(readFileSync(groupsFile, 'utf8')) : {};
  const preloads = (chunks) =>
    [...new Set(chunks.flatMap((c) => groups[c] ?? []))].map((f) => `<link rel="preload" as="script" href="/${f}">`).join('');

  const manifest = { routes: {}, shell: 'shell.html', notFound: '404.html' };
  const pageFor = async (url, chunks) => {
    const { html, styles } = await render(url);
    const head = html.match(HOISTED)[0];
    return fill(template, `${head}\n    ${preloads(chunks)}\n    ${styles}`, html.slice(head.length));
  };

  for (const route of prerenderPlan.routes) {
    const file = fileFor(route.path);
    writeFileSync(path.join(dist, file), await pageFor(route.path, route.chunks));
    manifest.routes[route.path] = file;
  }
  writeFileSync(path.join(dist, '404.html'), await pageFor(prerenderPlan.notFoundProbe, prerenderPlan.notFoundChunks));

  // The admin shell: an EMPTY root (the client mounts with createRoot), not indexed.
  const shellHead = '<title>Admin | Homeward</title><meta name="robots" content="noindex, nofollow" />';
  writeFileSync(path.join(dist, 'shell.html'), fill(template, shellHead, ''));

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
    `User-agent: *\nAllow: /\nDisallow: ${prerenderPlan.adminPath}\nDisallow: ${prerenderPlan.adminPath}/\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
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
