// The monolith build mode of the shell (`webpack --env monolith`): the very same shell, index pages and
// panels linked statically into one app, no federation. The benchmark measures it beside the
// federated display, so the cost of federation is a number, not a guess.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

const RUNTIME = '@module-federation/enhanced/runtime';
const VIRTUAL_ID = 'cockpit-remote-modules';

/** Package folders of every remote (`cockpit.bundle` in package.json) under the repository root. */
function remoteDirs(root) {
  const panels = path.join(root, 'remote-panels');
  const candidates = [
    ...fs.readdirSync(root).map((entry) => path.join(root, entry)),
    ...(fs.existsSync(panels) ? fs.readdirSync(panels).map((entry) => path.join(panels, entry)) : []),
  ];
  return candidates.filter((dir) => {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) return false;
    const bundle = JSON.parse(fs.readFileSync(file, 'utf8')).cockpit?.bundle;
    return bundle && bundle !== 'shell';
  });
}

/** `<remote>/<module>` → absolute source file, read from each remote's own federation config (its exposes). */
function remoteModules(root) {
  const modules = {};
  for (const dir of remoteDirs(root)) {
    const config = require(path.join(dir, 'webpack.config.js'))({}, { mode: 'production' });
    const federation = config.plugins.find((plugin) => plugin && plugin.constructor.name === 'ModuleFederationPlugin');
    const { name, exposes = {} } = federation._options;
    for (const [key, file] of Object.entries(exposes))
      modules[`${name}/${key.replace(/^\.\//, '')}`] = path.resolve(dir, file);
  }
  return modules;
}

/** Stands in for the MF runtime: `loadRemote('<remote>/<module>')` answers from a static import map. */
function runtimeSource(modules) {
  const entries = Object.entries(modules);
  return [
    ...entries.map(([, file], i) => `import * as m${i} from ${JSON.stringify(file)};`),
    `const modules = { ${entries.map(([id], i) => `${JSON.stringify(id)}: m${i}`).join(', ')} };`,
    'export function registerRemotes() {}',
    'export function registerPlugins() {}',
    'export async function loadRemote(id) {',
    '  if (!(id in modules)) throw new Error(`单体构建中没有 ${id}`);',
    '  return modules[id];',
    '}',
  ].join('\n');
}

/** Marks the page's prefetch script: in the monolith every remote's code is in main.js, none to start early. */
class LinkedRemotesPagePlugin {
  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.thisCompilation.tap('LinkedRemotesPagePlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('LinkedRemotesPagePlugin', (data) => {
        data.html = data.html.replace('<script src="prefetch.js">', '<script src="prefetch.js" data-remotes="linked">');
        return data;
      });
    });
  }
}

/** The shell's config turned monolith: no federation, remotes' modules imported statically, output in `dist-monolith/`. */
function toMonolith(config, dir) {
  const modules = remoteModules(path.resolve(dir, '..'));
  return {
    ...config,
    output: { ...config.output, path: path.join(dir, 'dist-monolith'), uniqueName: 'cockpit-monolith' },
    plugins: [
      ...config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
      new webpack.experiments.schemes.VirtualUrlPlugin({
        [VIRTUAL_ID]: { type: '.js', source: () => runtimeSource(modules) },
      }),
      new webpack.NormalModuleReplacementPlugin(
        new RegExp(`^${RUNTIME.replace(/[/.]/g, '\\$&')}$`),
        `virtual:${VIRTUAL_ID}`,
      ),
      new LinkedRemotesPagePlugin(),
    ],
  };
}

/** Wraps a bundle's webpack config: `--env monolith` builds it as the monolith, anything else as it was. */
function withMonolith(configFn, dir) {
  return (env = {}, argv = {}) => (env.monolith ? toMonolith(configFn(env, argv), dir) : configFn(env, argv));
}

module.exports = { withMonolith, remoteModules };
