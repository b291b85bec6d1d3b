// The one webpack + Module Federation config every Cockpit bundle is built with, in this repository
// and in a panel team's own.
const path = require('node:path');
const { existsSync, readFileSync } = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { buildIdentity } = require('./build-identity');
const { sharedDeps } = require('./shared-deps');
const { federationRuntime, ProvidedBundlerRuntimePlugin } = require('./federation-runtime');
const { ChunkReportPlugin } = require('./chunk-report');
const { PrecompressPlugin } = require('./precompress');
const { MuiPartsCheckPlugin } = require('./mui-parts');
const { PublicScriptsPlugin } = require('./public-scripts');
const { declaredMinSizes } = require('./panel-min-size');

const EXTENSIONS = ['.tsx', '.ts', '.js', '.mjs', '.json'];

function resolveExposed(dir, request) {
  const file = path.resolve(dir, request);
  if (existsSync(file)) return file;
  const withExtension = EXTENSIONS.map((ext) => file + ext).find((candidate) => existsSync(candidate));
  if (!withExtension) throw new Error(`exposes 中的 ${request} 不存在（${dir}）`);
  return withExtension;
}

/** Modules of the package's own sources (not its libraries, not MF's shared stand-ins). */
function ownSource(dir) {
  const src = path.join(dir, 'src') + path.sep;
  return (module) => typeof module.resource === 'string' && module.resource.startsWith(src);
}

/** The version a build is published under: `COCKPIT_PUBLISH_VERSION`, else the package's. */
function publishVersion(dir) {
  return (
    process.env.COCKPIT_PUBLISH_VERSION || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version
  );
}

const swcRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

/**
 * A webpack config for one Cockpit bundle.
 * @param {object} options
 * @param {string} options.dir        the package folder (__dirname of its webpack.config.js)
 * @param {string} options.name       the federation name (`shell`, `hub`, `teams`, …)
 * @param {Record<string,string>} [options.exposes]  exposed modules (remotes)
 * @param {boolean} [options.host]    true for the shell: html page and runtime plugins
 * @param {string[]} [options.runtimePlugins]
 */
function createConfig({ dir, name, exposes = {}, host = false, runtimePlugins = [] }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const identity = host ? undefined : buildIdentity(dir, name, publishVersion(dir));
    // The shell reports its own build to the fleet service (it is no remote: no uniqueName or MF id of its own).
    const shellBuild = host ? buildIdentity(dir, name, publishVersion(dir)).id : undefined;
    // Instances of one remote's builds must not meet on the page: their own chunk-loading global
    // (old chunks would otherwise be adopted by the new runtime) and their own MF instance id.
    if (identity) process.env.MF_BUILD_VERSION = identity.id;
    const exposedByName = Object.fromEntries(
      Object.entries(exposes).map(([name, request]) => [name, resolveExposed(dir, request)]),
    );
    const exposedFiles = Object.values(exposedByName);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: host ? { main: './src/index.ts' } : {},
      // COCKPIT_SOURCE_MAPS=1: a production build with source maps, for profiles named by package (bench-long-tasks).
      devtool: production ? process.env.COCKPIT_SOURCE_MAPS === '1' && 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: identity ? `${name}_${identity.hash}` : name,
        filename: '[name].js', // entry files (main, remoteEntry) carry no hash: MF's runtime cannot fill one in
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: EXTENSIONS },
      module: {
        rules: [
          swcRule,
          identity && {
            include: exposedFiles,
            enforce: 'post',
            use: { loader: require.resolve('./build-identity-loader'), options: { identity } },
          },
        ].filter(Boolean),
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        // A remote's panels ship as one file: a wall shows all of them (rotations keep them), and one
        // gzip stream compresses them far better than a small file per panel, in fewer requests.
        splitChunks: host
          ? undefined
          : { cacheGroups: { panels: { test: ownSource(dir), chunks: 'async', name: 'panels', enforce: true } } },
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedDeps(dir, { host }),
          shareStrategy: 'loaded-first',
          ...federationRuntime(host, runtimePlugins),
          dts: false,
          // The shell reads `metaData.cockpit` (build id, shared-sdk range, the panels' minimum sizes) before it loads any module.
          manifest: {
            additionalData: ({ stats }) => {
              if (identity) stats.metaData.cockpit = { ...identity, minSizes: declaredMinSizes(exposedByName) };
              return stats;
            },
          },
        }),
        new ProvidedBundlerRuntimePlugin(host),
        host && new DefinePlugin({ __COCKPIT_SHELL_BUILD__: JSON.stringify(shellBuild) }),
        host && new PublicScriptsPlugin(dir),
        host && new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), inject: 'body' }),
        !host && new MuiPartsCheckPlugin(dir),
        new ChunkReportPlugin(),
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      stats: 'errors-warnings',
      // MF's manifest plugin logs an expected note about publicPath 'auto' (resolved from the manifest URL at runtime).
      infrastructureLogging: { level: 'error' },
    };
  };
}

module.exports = { createConfig, publishVersion };
