const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createConfig, withMonolith } = require('@cockpit/build-config');
const { WallFontsPlugin } = require('./build/wall-fonts-plugin');

/**
 * The wall's own fonts (build/wall-fonts.js) and its service worker (`sw.js`, Workbox), which precaches the shell's
 * hashed chunks and faces only; the page, main.js, runtime files, manifests and data are routed network-first in the
 * worker itself (see src/offline).
 */
function withWallAssets(configFn) {
  return (env, argv) => {
    const config = configFn(env, argv);
    if (argv.mode === 'development') return config;
    config.plugins.push(new WallFontsPlugin(path.join(__dirname, '..')));
    if (env?.monolith) return config;
    const shellBuild = config.plugins.find((plugin) => plugin instanceof DefinePlugin);
    config.plugins.push(
      new InjectManifest({
        swSrc: path.join(__dirname, 'src/offline/service-worker.ts'),
        swDest: 'sw.js',
        include: [/\.[0-9a-f]{8}\.(js|woff2)$/],
        exclude: [/\.(gz|br)$/, /remoteEntry\.js$/],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        webpackCompilationPlugins: shellBuild ? [shellBuild] : [],
      }),
    );
    return config;
  };
}

// `--env monolith` builds the same shell with every remote's modules linked in statically (benchmark baseline).
module.exports = withMonolith(withWallAssets(createConfig({ dir: __dirname, name: 'shell', host: true })), __dirname);
