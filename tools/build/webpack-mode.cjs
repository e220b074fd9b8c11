// Both web builds choose development or production the same way: `--mode` wins, then NODE_ENV=development,
// else production (what `npm start` and CI build).

/** @returns {{ mode: 'development'|'production', dev: boolean }} */
function webpackMode(argv = {}) {
  const mode = argv.mode || (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  return { mode, dev: mode === 'development' };
}

module.exports = { webpackMode };
