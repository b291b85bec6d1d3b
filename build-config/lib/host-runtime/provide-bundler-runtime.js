// Host runtime plugin (ES module, bundled into the shell): hands the shell's MF bundler runtime and
// error codes to every remote, whose remoteEntry.js then carries stand-ins instead of its own copies.
import federation from 'cockpit-mf-bundler-runtime';
import * as errorCodes from 'cockpit-mf-error-codes';

export default function provideBundlerRuntime() {
  globalThis[Symbol.for('cockpit.mf.bundler-runtime.v1')] = {
    runtime: federation.runtime,
    bundlerRuntime: federation.bundlerRuntime,
    attachShareScopeMap: federation.attachShareScopeMap,
  };
  globalThis[Symbol.for('cockpit.mf.error-codes.v1')] = errorCodes;
  return { name: 'cockpit-provide-bundler-runtime' };
}
