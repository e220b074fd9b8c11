// `npm run build` (production) and `npm run dev` (development, watch): both webpack builds, then the prerender.
import webpack from 'webpack';
import { createRequire } from 'node:module';
import { prerender } from './prerender.mjs';

const require = createRequire(import.meta.url);
const watch = process.argv.includes('--watch');
const mode = process.argv.includes('--development') || watch ? 'development' : 'production';
const configs = require('../webpack.config.js')({}, { mode });
const compiler = webpack(configs);

function report(err, stats) {
  if (err) {
    console.error(err);
    return false;
  }
  const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (info.trim()) console.log(info);
  return !stats.hasErrors();
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
