// Stands in for @module-federation/error-codes in a remote: the shell's copy (messages only, no state).
// CommonJS on purpose, so every name a remote imports is read from the shell's module at run time.
const provided = globalThis[Symbol.for('cockpit.mf.error-codes.v1')];
if (!provided) {
  throw new Error('这个远程模块需要驾驶舱外壳提供的 Module Federation 运行时（请从驾驶舱大屏加载）');
}
module.exports = provided;
