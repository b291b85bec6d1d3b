// Stands in for @module-federation/webpack-bundler-runtime in a remote's remoteEntry.js. The shell's
// functions are stateless (each reads this container's own `__webpack_require__.federation`). The
// runtime API is this remote's own, because the runtime keeps its instance at module level; so is
// `initContainerEntry`, which the shell (a container with no exposes) is built without.
import { initContainerEntry } from 'cockpit-mf-bundler/initContainerEntry.js';
import * as runtime from 'cockpit-mf-runtime';

const provided = globalThis[Symbol.for('cockpit.mf.bundler-runtime.v1')];
if (!provided) {
  throw new Error('这个远程模块需要驾驶舱外壳提供的 Module Federation 运行时（请从驾驶舱大屏加载）');
}

/** MF's `init` without its tree-shaken-shared plugin (a Cockpit build never tree-shakes a shared library). */
function init({ webpackRequire }) {
  const { initOptions } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  return runtime.init(initOptions);
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // A remote loads no other remote (`disableRemote`), as in the copy this replaces.
  bundlerRuntime: { ...provided.bundlerRuntime, remotes: undefined, init, initContainerEntry, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
