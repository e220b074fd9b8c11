// The admin console is a Module Federation remote: the public site (host) fetches /remote/remoteEntry.js
// only when /domainauth is visited and renders the default export of './App'.
const path = require('node:path');
const { container } = require('webpack');
const rootPackage = require('../package.json');

const versions = { ...rootPackage.dependencies, ...rootPackage.devDependencies };

module.exports = (_env, argv) => {
  const production = (argv.mode ?? 'production') === 'production';
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    // The container entry added by ModuleFederationPlugin is the only entry.
    entry: {},
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/remote/',
      uniqueName: 'homeward_admin',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        '@homeward/domain': path.resolve(__dirname, '../libs/domain/src/index.ts'),
        '@homeward/theme': path.resolve(__dirname, '../libs/theme/src/index.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        // Some dependencies ship ESM without file extensions in their imports.
        { test: /\.m?js$/, include: /node_modules/, resolve: { fullySpecified: false } },
      ],
    },
    plugins: [
      new container.ModuleFederationPlugin({
        name: 'domainauth',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        // One copy of React for host and remote; everything else (router, MUI, emotion, react-query) is ours.
        shared: {
          react: { singleton: true, requiredVersion: versions.react },
          'react-dom': { singleton: true, requiredVersion: versions['react-dom'] },
        },
      }),
    ],
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
};
