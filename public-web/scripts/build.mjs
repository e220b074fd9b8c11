// `npm run build` (production) and `npm run dev` (development, watch): both webpack builds, then the prerender.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { prerender } from './prerender.mjs';

const require = createRequire(import.meta.url);
const watch = process.argv.includes('--watch');
const mode = process.argv.includes('--development') || watch ? 'development' : 'production';
const configs = require('../webpack.config.js')({}, { mode });
const compiler = webpack(configs);

const ssrDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist-ssr');

/** The client's named chunk groups -> their JS files: the prerender names each page's chunks in its HTML. */
function writeChunkGroups(multiStats) {
  const client = multiStats.stats.find((s) => s.compilation.name === 'client');
  const { namedChunkGroups = {} } = client.toJson({ all: false, chunkGroups: true, chunkGroupAuxiliary: false });
  const groups = Object.fromEntries(Object.entries(namedChunkGroups).map(([name, g]) => [name, g.assets.map((a) => a.name).filter((f) => f.endsWith('.js'))]));
  mkdirSync(ssrDir, { recursive: true });
  writeFileSync(path.join(ssrDir, 'client-chunk-groups.json'), `${JSON.stringify(groups, null, 2)}\n`);
}

function report(err, stats) {
  if (err) {
    console.error(err);
    return false;
  }
  const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) return false;
  writeChunkGroups(stats);
  return true;
}

if (watch) {
  compiler.watch({ aggregateTimeout: 300 }, (err, stats) => {
    if (report(err, stats)) prerender().catch((e) => console.error(e));
  });
} else {
  compiler.run((err, stats) => {
    const ok = report(err, stats);
    compiler.close(() => {
      if (!ok) process.exit(1);
      prerender().catch((e) => {
        console.error(e);
        process.exit(1);
      });
    });
  });
}
