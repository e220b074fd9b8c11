// One description of how swc compiles our TypeScript, for webpack (swc-loader), jest (@swc/jest) and the
// test-only loader that starts API processes from source (api/test/support/register-ts.cjs).

/**
 * @param {object} options
 * @param {'es2020'|'es2022'} [options.target] es2020 for the browsers we support, es2022 for Node.
 * @param {'react'|'@emotion/react'|false} [options.jsx] JSX import source; false for code without JSX.
 * @param {boolean} [options.development] React's development JSX runtime (dev server builds).
 * @param {boolean} [options.nestDecorators] legacy decorators with emitted metadata, as NestJS and TypeORM need.
 * @param {'commonjs'|false} [options.module] module output; false leaves ES modules to the bundler.
 */
function swcOptions({ target = 'es2022', jsx = false, development = false, nestDecorators = false, module = false } = {}) {
  const transform = {};
  if (nestDecorators) Object.assign(transform, { legacyDecorator: true, decoratorMetadata: true });
  if (jsx) transform.react = { runtime: 'automatic', importSource: jsx, development };
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: Boolean(jsx), decorators: nestDecorators },
      transform,
      target,
    },
    ...(module ? { module: { type: module } } : {}),
  };
}

/** A webpack rule compiling the app's sources (not node_modules) with swc. */
function swcWebpackRule(options) {
  return { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(options) } };
}

/** The jest transform (@swc/jest, CommonJS out); a project passes its JSX import source (React's by default). */
function swcJestTransform(jsx = 'react') {
  return { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions({ target: 'es2022', jsx, nestDecorators: true, module: 'commonjs' })] };
}

module.exports = { swcOptions, swcWebpackRule, swcJestTransform };
