// `node -r api/test/support/register-ts.cjs api/src/main.ts`: runs the API from its TypeScript sources, as
// jest does (same @swc/core transform, same @homeward/* mapping), so tests can start real API processes
// without a build. Test tooling only: production runs the tsc build (api/dist).
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');
const { workspaceSources } = require('../../../tools/build/workspace-paths.cjs');
const { swcOptions } = require('../../../tools/build/swc-options.cjs');

const aliases = workspaceSources();

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (aliases[request]) return aliases[request];
  // TS nodenext imports name the emitted '.js'; next to a .ts source the file is the '.ts'.
  if (request.startsWith('.') && request.endsWith('.js') && parent?.filename?.endsWith('.ts')) {
    const source = path.resolve(path.dirname(parent.filename), `${request.slice(0, -3)}.ts`);
    if (fs.existsSync(source)) return source;
  }
  return resolve.call(this, request, parent, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    ...swcOptions({ target: 'es2022', nestDecorators: true, module: 'commonjs' }),
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
