// `cockpit-remote dev`: the emulator page with React fast refresh, and the remote itself rebuilt on every save.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { writeDevPanels } = require('./dev-panels');
const { PrecompressPlugin } = require('./precompress');

const EMULATOR = path.join(__dirname, '../emulator');

const swc = (syntax) => ({
  loader: require.resolve('swc-loader'),
  options: {
    jsc: {
      parser: syntax,
      transform: { react: { runtime: 'automatic', development: true, refresh: true } },
      target: 'es2020',
    },
  },
});

const page = (remote) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${remote} · 面板模拟大屏</title></head><body style="margin:0"><div id="root"></div></body></html>`;

/** The emulator's webpack config: the package's emulator and the team's panels in one development build. */
function emulatorConfig(dir, remote) {
  return {
    mode: 'development',
    context: dir,
    entry: { emulator: path.join(EMULATOR, 'main.jsx') },
    devtool: 'eval-cheap-module-source-map',
    output: { path: path.join(dir, '.cockpit-dev/emulator'), publicPath: '/' },
    // The emulator's own imports (react, MUI, shared-sdk) are the project's: one copy of each, as on a wall.
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      modules: [path.join(dir, 'node_modules'), 'node_modules'],
      alias: { 'cockpit-emulator-panels$': writeDevPanels(dir, remote) },
    },
    module: {
      rules: [
        { test: /\.tsx?$/, include: path.join(dir, 'src'), use: swc({ syntax: 'typescript', tsx: true }) },
        { test: /\.jsx?$/, include: EMULATOR, use: swc({ syntax: 'ecmascript', jsx: true }) },
      ],
    },
    // The libraries in a chunk of their own: a save re-renders only the small chunk of the team's code.
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: { libraries: { test: /[\\/]node_modules[\\/]/, name: 'libraries', priority: 10 } },
      },
    },
    plugins: [
      new ReactRefreshPlugin({ overlay: false }),
      new HtmlWebpackPlugin({ templateContent: page(remote) }),
      new webpack.DefinePlugin({ __COCKPIT_REMOTE__: JSON.stringify(remote) }),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * Rebuilds the remote's own build (production, unminified) into `.cockpit-dev/remote`, served under /remote/, each time the
 * emulator's build is done: one after the other, so on a busy machine a save reaches the emulator first.
 */
function rebuildRemoteAfter(emulator, dir) {
  const config = require(path.join(dir, 'webpack.config.js'));
  // What a display loads is a production build (its JSX runtime is the one the shell shares, and no eval, which the
  // display's CSP refuses), left readable and unzipped so a save rebuilds it quickly.
  const resolved = typeof config === 'function' ? config({}, { mode: 'production' }) : config;
  resolved.output = { ...resolved.output, path: path.join(dir, '.cockpit-dev/remote') };
  resolved.optimization = { ...resolved.optimization, minimize: false };
  resolved.plugins = resolved.plugins.filter((plugin) => !(plugin instanceof PrecompressPlugin));
  const compiler = webpack(resolved);
  let running = false;
  let again = false;
  const build = () => {
    if (running) return void (again = true);
    running = true;
    compiler.run((error, stats) => {
      running = false;
      if (error || stats.hasErrors())
        console.error(`远程模块构建失败：${error?.message ?? stats.toString('errors-only')}`);
      if (again) {
        again = false;
        build();
      }
    });
  };
  // A moment later still: the page fetches its hot update from this same process first.
  let timer;
  emulator.hooks.done.tap('cockpit-remote-dev', () => {
    clearTimeout(timer);
    timer = setTimeout(build, 1500);
  });
  return {
    close: (done) => {
      clearTimeout(timer);
      compiler.close(done);
    },
  };
}

/** The dev server's cross-origin guard, passed over for the remote's build (`/remote/…`). */
const remoteServedToAnySite = (guard) => (req, res, next) =>
  req.url.startsWith('/remote/') ? next() : guard(req, res, next);

/** Starts the dev server; resolves to `{ url, close }`. */
async function startDev(dir, { port = 5011, host = '127.0.0.1', remote: withRemote = true } = {}) {
  const pkg = require(path.join(dir, 'package.json'));
  const remote = pkg.cockpit?.bundle;
  if (!remote) throw new Error(`${path.join(dir, 'package.json')} 没有 cockpit.bundle：请在面板远程模块的目录中运行`);
  const emulator = webpack(emulatorConfig(dir, remote));
  const remoteBuild = withRemote ? rebuildRemoteAfter(emulator, dir) : undefined;
  const server = new WebpackDevServer(
    {
      host,
      port,
      hot: 'only', // never a page load: a change that cannot be applied in place waits for the next save
      liveReload: false,
      client: { overlay: false, logging: 'warn' },
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: withRemote
        ? { directory: path.join(dir, '.cockpit-dev/remote'), publicPath: '/remote', watch: false }
        : false,
      historyApiFallback: false,
      // The dev server refuses another site's <script> (it guards the team's sources). The remote's own build under
      // /remote/ is what a display's /preview loads from another origin, as it would a published remote, so only
      // it passes; the emulator's files keep the guard.
      setupMiddlewares: (middlewares) =>
        middlewares.map((entry) =>
          entry.name === 'cross-origin-header-check'
            ? { ...entry, middleware: remoteServedToAnySite(entry.middleware) }
            : entry,
        ),
    },
    emulator,
  );
  await server.start();
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/`;
  const close = async () => {
    await server.stop();
    await new Promise((resolve) => (remoteBuild ? remoteBuild.close(resolve) : resolve()));
  };
  return { url, remote, close };
}

module.exports = { startDev, emulatorConfig };
