// `cockpit-remote dev`: the emulator page with React fast refresh, and the remote itself rebuilt on every save.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { writeDevPanels } = require('./dev-panels');

const EMULATOR = path.join(__dirname, '../emulator');

const swc = (syntax) => ({
  loader: require.resolve('swc-loader'),
  options: { jsc: { parser: syntax, transform: { react: { runtime: 'automatic', development: true, refresh: true } }, target: 'es2020' } },
});

const page = (remote) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${remote} · 面板模拟大屏</title></head><body style="margin:0"><div id="root"></div></body></html>`;

/** The emulator's webpack config: the package's emulator and the team's panels in one development build. */
function emulatorConfig(dir, remote) {
  return {
    mode: 'development',
    context: dir,
    entry: { emulator: path.join(EMULATOR, 'main.jsx') },
    devtool: 'eval-cheap-module-source-map',
    output: { path: path.join(dir, '.cockpit-dev/emulator'), publicPath: '/' },
    // The emulator's own imports (react, MUI, shared-sdk) are the project's: one copy of each, as on a wall.
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'], modules: [path.join(dir, 'node_modules'), 'node_modules'], alias: { 'cockpit-emulator-panels$': writeDevPanels(dir, remote) } },
    module: {
      rules: [
        { test: /\.tsx?$/, include: path.join(dir, 'src'), use: swc({ syntax: 'typescript', tsx: true }) },
        { test: /\.jsx?$/, include: EMULATOR, use: swc({ syntax: 'ecmascript', jsx: true }) },
      ],
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

/** Watches the remote's own build (development mode) into `.cockpit-dev/remote`, served under /remote/. */
function watchRemote(dir) {
  const config = require(path.join(dir, 'webpack.config.js'));
  const resolved = typeof config === 'function' ? config({}, { mode: 'development' }) : config;
  resolved.output = { ...resolved.output, path: path.join(dir, '.cockpit-dev/remote') };
  // Later than the emulator's rebuild, so a save shows on the emulator first on a busy machine.
  return webpack(resolved).watch({ aggregateTimeout: 1500 }, (error, stats) => {
    if (error || stats.hasErrors()) console.error(`远程模块构建失败：${error?.message ?? stats.toString('errors-only')}`);
  });
}

/** Starts the dev server; resolves to `{ url, close }`. */
async function startDev(dir, { port = 5011, host = '127.0.0.1', remote: withRemote = true } = {}) {
  const pkg = require(path.join(dir, 'package.json'));
  const remote = pkg.cockpit?.bundle;
  if (!remote) throw new Error(`${path.join(dir, 'package.json')} 没有 cockpit.bundle：请在面板远程模块的目录中运行`);
  const watching = withRemote ? watchRemote(dir) : undefined;
  const server = new WebpackDevServer(
    {
      host,
      port,
      hot: 'only', // never a page load: a change that cannot be applied in place waits for the next save
      liveReload: false,
      client: { overlay: false, logging: 'warn' },
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: withRemote ? { directory: path.join(dir, '.cockpit-dev/remote'), publicPath: '/remote', watch: false } : false,
      historyApiFallback: false,
    },
    webpack(emulatorConfig(dir, remote)),
  );
  await server.start();
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/`;
  const close = async () => {
    await server.stop();
    await new Promise((resolve) => (watching ? watching.close(resolve) : resolve()));
  };
  return { url, remote, close };
}

module.exports = { startDev, emulatorConfig };
