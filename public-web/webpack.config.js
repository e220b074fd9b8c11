// Two builds from one file: the browser client (Module Federation host) and the node bundle used only to
// prerender the public routes at build time. scripts/build.mjs runs both, then the prerender step.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const rootPkg = require('../package.json');
const { webpackAliases } = require('../tools/build/workspace-paths.cjs');
const { swcWebpackRule } = require('../tools/build/swc-options.cjs');
const { webpackMode } = require('../tools/build/webpack-mode.cjs');

const deps = { ...rootPkg.dependencies, ...rootPkg.devDependencies };

/** Build-time site configuration (the same values in the client and the SSR bundle). */
/**
 * Today in Sydney at build time, once for both bundles: the date prerendered pages (and the client's first,
 * hydrating render) read the official figures for.
 */
const BUILD_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

function siteDefines() {
  const str = (v) => JSON.stringify(v || '');
  return {
    // FACTS_DATE fixes the date for the build and for readers (previews, tests); unset, readers' own date wins after hydration.
    __FACTS_DATE__: str(process.env.FACTS_DATE),
    __BUILD_DATE__: str(process.env.FACTS_DATE || BUILD_DATE),
    __SITE_ORIGIN__: str((process.env.SITE_ORIGIN || 'https://homeward.example').replace(/\/+$/, '')),
    __SITE_PHONE__: str(process.env.SITE_PHONE),
    __SITE_EMAIL__: str(process.env.SITE_EMAIL),
  };
}

/**
 * React's own JSX runtime; a file that still uses emotion's `css` prop says so with a `@jsxImportSource @emotion/react`
 * pragma, so a component styled by the static stylesheet does not pull emotion in. The server bundle targets Node,
 * the client the supported browsers.
 */
function swcRule(dev, ssr) {
  return swcWebpackRule({ target: ssr ? 'es2022' : 'es2020', jsx: 'react', development: dev });
}

// The shared libs and the site's shared components are pure modules: let webpack drop the ones a bundle does not use (the domain index
// re-exports everything, including the assessment questions, which public pages do not need).
const libsWithoutSideEffects = {
  test: /[\\/](libs[\\/](domain|theme)[\\/]src|public-web[\\/]src[\\/](components|lib|api))[\\/]/,
  sideEffects: false,
};

// TanStack Query's own ES build, under a second name: the app shell imports its context from here, and
// in the browser build the package name itself goes to app/query/query-entry.ts (below).
const reactQueryLibrary = path.join(path.dirname(require.resolve('@tanstack/react-query/package.json')), 'build/modern/index.js');

const resolve = {
  extensions: ['.tsx', '.ts', '.js', '.jsx'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  alias: { ...webpackAliases(), '@tanstack/react-query-library$': reactQueryLibrary },
};

// Browser build only: a page that imports TanStack Query brings the browser's query client with it, so
// reading pages that fetch nothing never download it.
const clientResolve = {
  ...resolve,
  alias: { ...resolve.alias, '@tanstack/react-query$': path.resolve(__dirname, 'src/app/query/query-entry.ts') },
};

module.exports = (_env = {}, argv = {}) => {
  const { mode, dev } = webpackMode(argv);

  const client = {
    name: 'client',
    context: __dirname,
    mode,
    target: 'web',
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    entry: { main: './src/index.ts' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      uniqueName: 'homeward_public',
      clean: true,
    },
    resolve: clientResolve,
    module: { rules: [swcRule(dev, false), libsWithoutSideEffects] },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name: 'homeward_public',
        // Only react and react-dom: a shared module cannot be tree-shaken (TOOLCHAIN.md), so emotion and the
        // router are bundled per app (the public site has no MUI; the admin remote brings its own). No
        // `remotes`: the admin remote is loaded at runtime on /domainauth.
        shared: {
          react: { singleton: true, requiredVersion: deps.react },
          'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
        },
      }),
      new webpack.DefinePlugin(siteDefines()),
      new HtmlWebpackPlugin({
        template: './src/shell.html',
        filename: 'shell.html',
        inject: 'head',
        scriptLoading: 'defer',
        minify: false,
      }),
    ],
    optimization: {
      // webpack 5.111 minifies emitted HTML itself and would strip the <!--head--> and <!--app--> placeholders.
      minimizeOptions: { html: false },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  const ssr = {
    name: 'ssr',
    context: __dirname,
    mode,
    target: 'node20',
    devtool: false,
    entry: { ssr: './src/ssr.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist-ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      uniqueName: 'homeward_public_ssr',
      clean: true,
    },
    resolve,
    module: { rules: [swcRule(dev, true), libsWithoutSideEffects] },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The remote's pages (admin console, provider portal) are client-only; the server bundle gets a component that renders nothing.
      new webpack.NormalModuleReplacementPlugin(/\/(Admin|Partner)Remote(\.js)?$/, (r) => {
        r.request = r.request.replace(/(Admin|Partner)Remote(\.js)?$/, 'AdminRemote.ssr.js');
      }),
      // A section kept out of a page's first load renders in place on the server.
      new webpack.NormalModuleReplacementPlugin(/\.hydrate-later(\.js)?$/, (r) => {
        r.request = r.request.replace(/\.hydrate-later(\.js)?$/, '.hydrate-later.ssr.js');
      }),
      new webpack.DefinePlugin(siteDefines()),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  return [client, ssr];
};
