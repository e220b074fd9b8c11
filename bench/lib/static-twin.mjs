// What the browser parts (lighthouse, interaction) share: the static reference and the median of their runs.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { ROOT } from './env.mjs';

/** The median of the figures present (a failed run counts as no figure, not 0); null when there is none. */
export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!v.length) return null;
  return v.length % 2 ? v[(v.length - 1) / 2] : Math.round((v[v.length / 2 - 1] + v[v.length / 2]) / 2);
};

/** The home page's prerendered HTML with every script (inline or not) and preload removed, served gzip like the app. */
export function startStaticTwin() {
  const html = readFileSync(path.join(ROOT, 'public-web/dist/index.html'), 'utf8')
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]+rel="(?:modulepreload|preload|prefetch)"[^>]*>/g, '');
  const body = gzipSync(html);
  const server = http.createServer((req, res) => {
    if (req.url === '/favicon.svg' || req.url === '/favicon.ico') return res.writeHead(204).end();
    if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
