// The admin console is a Module Federation remote: the public site (host) fetches /remote/remoteEntry.js
// only when /domainauth is visited and renders the default export of './App'; on /partners it renders
// './PartnerPortal', the provider portal, from the same remote.
const path = require('node:path');
const { container } = require('webpack');
const rootPackage = require('../package.json');
const { webpackAliases } = require('../tools/build/workspace-paths.cjs');
const { swcWebpackRule } = require('../tools/build/swc-options.cjs');
const { webpackMode } = require('../tools/build/webpack-mode.cjs');

const versions = { ...rootPackage.dependencies, ...rootPackage.devDependencies };

module.exports = (_env, argv) => {
  const { mode, dev } = webpackMode(argv);
  return {
    mode,
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    // The container entry added by ModuleFederationPlugin is the only entry.
    entry: {},
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/remote/',
      uniqueName: 'homeward_admin',
      filename: '[name].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: webpackAliases(),
    },
    module: {
      rules: [
        swcWebpackRule({ target: 'es2020', jsx: 'react', development: dev }),
        // Some dependencies ship ESM without file extensions in their imports.
        { test: /\.m?js$/, include: /node_modules/, resolve: { fullySpecified: false } },
      ],
    },
    plugins: [
      new container.ModuleFederationPlugin({
        name: 'domainauth',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx', './PartnerPortal': './src/partner-portal/PartnerPortal.tsx' },
        // One copy of React for host and remote; everything else (router, MUI, emotion, react-query) is ours.
        shared: {
          react: { singleton: true, requiredVersion: versions.react },
          'react-dom': { singleton: true, requiredVersion: versions['react-dom'] },
        },
      }),
    ],
    performance: { hints: false },
    stats: dev ? 'minimal' : 'errors-warnings',
  };
};
