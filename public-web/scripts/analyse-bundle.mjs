// Bundle analysis: builds the browser client into a scratch folder and prints, per
// chunk, its gzip size and where its (unminified) source bytes come from, by package or source folder.
// `node scripts/analyse-bundle.mjs [--json]`
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [client] = require(path.join(root, 'webpack.config.js'))({}, { mode: 'production' });
const out = mkdtempSync(path.join(os.tmpdir(), 'homeward-bundle-'));
client.output = { ...client.output, path: out, clean: true };

/** A module's owner: the npm package, or the first folders of its source path. */
function ownerOf(resource) {
  if (!resource) return '(webpack runtime)';
  const pkg = resource.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/);
  if (pkg) return pkg[1];
  const rel = path.relative(path.resolve(root, '..'), resource).split(path.sep);
  return rel.slice(0, Math.min(rel.length - 1, 4)).join('/') || rel.join('/');
}

webpack(client).run((err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err ?? stats.toString('errors-only'));
    process.exit(1);
  }
  const { compilation } = stats;
  const chunks = [];
  for (const chunk of compilation.chunks) {
    const files = [...chunk.files].filter((f) => f.endsWith('.js'));
    const gzip = files.reduce((a, f) => a + gzipSync(readFileSync(path.join(out, f)), { level: 9 }).length, 0);
    const owners = {};
    const modules = [];
    const add = (m) => {
      if (m.modules) return m.modules.forEach(add); // concatenated module
      const key = ownerOf(m.resource);
      owners[key] = (owners[key] ?? 0) + m.size();
      modules.push([path.relative(path.join(root, '..'), m.resource ?? ''), m.size()]);
    };
    for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) add(m);
    chunks.push({ id: chunk.id, name: chunk.name ?? null, files, gzip, owners: Object.entries(owners).sort((a, b) => b[1] - a[1]), modules });
  }
  const groups = Object.fromEntries(
    [...compilation.namedChunkGroups].map(([name, g]) => [name, g.chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')))]),
  );
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ chunks, groups }, null, 2));
    return;
  }
  // --modules NAME: every module of one chunk, largest first (unminified bytes), to see why it is there.
  const only = process.argv.indexOf('--modules');
  if (only >= 0) {
    const chunk = chunks.find((c) => String(c.name ?? c.id) === process.argv[only + 1]);
    for (const [file, size] of (chunk?.modules ?? []).sort((a, b) => b[1] - a[1])) console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
    return;
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  for (const c of chunks) {
    console.log(`\n${c.name ?? c.id}  ${c.files.join(' ')}  ${(c.gzip / 1024).toFixed(1)} KiB gzip`);
    for (const [owner, size] of c.owners.slice(0, 14)) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KiB  ${owner}`);
  }
  console.log('\nchunk groups:');
  for (const [name, files] of Object.entries(groups)) console.log(`  ${name}: ${files.join(' ')}`);
});
