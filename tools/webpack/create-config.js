// The one webpack + Module Federation config every bundle is built with.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps } = require('./shared-deps');
const { federationRuntime } = require('./federation-runtime');
const { ChunkReportPlugin } = require('./chunk-report');
const { PrecompressPlugin } = require('./precompress');

/**
 * @param {object} options
 * @param {string} options.dir        the package folder (__dirname of its webpack.config.js)
 * @param {string} options.name       the federation name (`shell`, `hub`, `teams`, …)
 * @param {Record<string,string>} [options.exposes]  exposed modules (remotes)
 * @param {boolean} [options.host]    true for the shell: html page and runtime plugins
 * @param {string[]} [options.runtimePlugins]
 */
function createConfig({ dir, name, exposes, host = false, runtimePlugins = [] }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: host ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: '[name].js', // entry files (main, remoteEntry) carry no hash: MF's runtime cannot fill one in
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes || {},
          shared: sharedDeps(dir, { host }),
          shareStrategy: 'loaded-first',
          ...federationRuntime(host, runtimePlugins),
          dts: false,
          manifest: true,
        }),
        host && new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), inject: 'body' }),
        new ChunkReportPlugin(),
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      stats: 'errors-warnings',
      // MF's manifest plugin logs an expected note about publicPath 'auto' (resolved from the manifest URL at runtime).
      infrastructureLogging: { level: 'error' },
    };
  };
}

module.exports = { createConfig };
