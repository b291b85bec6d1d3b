// One Module Federation runtime per page: the shell bundles it and hands it to every remote, whose
// remoteEntry.js then carries only its own container code instead of another copy of the runtime.
const path = require('node:path');

const PLUGIN = '@module-federation/inject-external-runtime-core-plugin';

/**
 * The ES module build of MF's runtime plugin that hands the host's runtime to remotes. The plugin's
 * own switch (`experiments.provideExternalRuntime`) adds its CommonJS build, which drags a second,
 * CommonJS copy of the runtime core into the shell; the ES build reuses the one the shell runs.
 */
function provideRuntimePlugin() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const cjsEntry = require.resolve(PLUGIN, { paths: [enhancedDir] });
  const pkgDir = path.resolve(path.dirname(cjsEntry), '..');
  return path.join(pkgDir, require(path.join(pkgDir, 'package.json')).exports['.'].import.default);
}

/** The runtime options of a bundle's ModuleFederationPlugin: the host provides the runtime, remotes use it. */
function federationRuntime(host, runtimePlugins = []) {
  // A browser-only build drops the runtime's Node.js script loader; a remote loads no other remote.
  if (host) return { runtimePlugins: [...runtimePlugins, provideRuntimePlugin()], experiments: { optimization: { target: 'web' } } };
  return { runtimePlugins, experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } } };
}

module.exports = { federationRuntime };
