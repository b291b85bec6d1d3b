// One Module Federation runtime per page: the shell bundles it and hands it to every remote, whose
// remoteEntry.js then carries only its own container code instead of another copy of the runtime.
const path = require('node:path');

const PLUGIN = '@module-federation/inject-external-runtime-core-plugin';
const HOST_BUNDLER_RUNTIME = 'cockpit-mf-bundler-runtime';

function enhancedDir() {
  return path.dirname(require.resolve('@module-federation/enhanced/webpack'));
}

/**
 * The ES module build of MF's runtime plugin that hands the host's runtime core to remotes. The
 * plugin's own switch (`experiments.provideExternalRuntime`) adds its CommonJS build, which drags a
 * second, CommonJS copy of the runtime core into the shell; the ES build reuses the one the shell runs.
 */
function provideRuntimeCorePlugin() {
  const cjsEntry = require.resolve(PLUGIN, { paths: [enhancedDir()] });
  const pkgDir = path.resolve(path.dirname(cjsEntry), '..');
  return path.join(pkgDir, require(path.join(pkgDir, 'package.json')).exports['.'].import.default);
}

/** The files MF's runtime entry imports: the bundler runtime and the runtime (resolved as MF itself resolves them). */
function runtimePaths() {
  const tools = require.resolve('@module-federation/runtime-tools/bundler', { paths: [enhancedDir()] });
  return {
    bundler: require.resolve('@module-federation/webpack-bundler-runtime/bundler', { paths: [tools] }),
    runtime: require.resolve('@module-federation/runtime/bundler', { paths: [tools] }),
  };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Host: the bundler runtime the shell runs is also the one its runtime plugin hands out. Remote:
 * MF's runtime entry gets a stand-in that takes the functions from the shell and keeps its own
 * state, so remoteEntry.js carries neither the bundler runtime nor the MF SDK it pulls in.
 */
class ProvidedBundlerRuntimePlugin {
  constructor(host) {
    this.host = host;
  }

  apply(compiler) {
    const { NormalModuleReplacementPlugin } = compiler.webpack;
    const paths = runtimePaths();
    const replace = (pattern, to) => new NormalModuleReplacementPlugin(pattern, to).apply(compiler);
    const exactly = (request) => new RegExp(`^${escape(request)}$`);
    // Resolved by webpack from the runtime's own folder, so its ES module build is the one taken.
    const errorCodes = (resource) =>
      Object.assign(resource, { request: '@module-federation/error-codes', context: path.dirname(paths.runtime) });
    if (this.host) {
      replace(exactly(HOST_BUNDLER_RUNTIME), paths.bundler);
      replace(/^cockpit-mf-error-codes$/, errorCodes);
      return;
    }
    const standIn = (file) => path.join(__dirname, 'host-runtime', file);
    replace(exactly(paths.bundler), standIn('use-host-bundler-runtime.js'));
    replace(exactly(paths.bundler.split(path.sep).join('/')), standIn('use-host-bundler-runtime.js'));
    replace(/^@module-federation\/error-codes$/, standIn('host-error-codes.js'));
    replace(/^cockpit-mf-bundler\/\w+\.js$/, (resource) => {
      resource.request = path.join(path.dirname(paths.bundler), resource.request.split('/')[1]);
    });
    replace(/^cockpit-mf-runtime$/, paths.runtime);
  }
}

/** The runtime options of a bundle's ModuleFederationPlugin: the host provides the runtime, remotes use it. */
function federationRuntime(host, runtimePlugins = []) {
  // A browser-only build drops the runtime's Node.js script loader; a remote loads no other remote.
  if (host) {
    const provide = [provideRuntimeCorePlugin(), path.join(__dirname, 'host-runtime/provide-bundler-runtime.js')];
    return { runtimePlugins: [...runtimePlugins, ...provide], experiments: { optimization: { target: 'web' } } };
  }
  return {
    runtimePlugins,
    experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
  };
}

module.exports = { federationRuntime, ProvidedBundlerRuntimePlugin };
