// A panel's declared minimum slot size, read from its descriptor's source at build time and written to the
// remote's manifest (`metaData.cockpit.minSizes`): the fleet service and the shell check layouts against it
// without running the panel's code.

const MIN_SIZE = /\bminSize\s*:\s*\{\s*width\s*:\s*([\d_]+)\s*,\s*height\s*:\s*([\d_]+)\s*,?\s*\}/;

/**
 * The `minSize: { width, height }` a descriptor's source declares; undefined when it declares none. Throws when
 * `minSize` is there but not as two number literals (the build cannot evaluate an expression).
 * @param {string} source
 * @param {string} file  named in the error
 * @returns {{ width: number, height: number } | undefined}
 */
function readMinSize(source, file) {
  const match = MIN_SIZE.exec(source);
  if (match) return { width: Number(match[1].replace(/_/g, '')), height: Number(match[2].replace(/_/g, '')) };
  if (/\bminSize\s*:/.test(source))
    throw new Error(`${file} 的 minSize 须写成数字字面量：minSize: { width: 420, height: 180 }`);
  return undefined;
}

/** Exposed file → the minimum its descriptor declares, filled by the build-identity loader as it compiles each one. */
const declared = new Map();

/**
 * The manifest's `minSizes`: exposed panel name (without `./`) → its minimum, for those that declare one.
 * @param {Record<string, string>} exposedFiles  exposed name → resolved file
 */
function declaredMinSizes(exposedFiles) {
  const minSizes = {};
  for (const [name, file] of Object.entries(exposedFiles)) {
    const min = declared.get(file);
    if (min) minSizes[name.replace(/^\.\//, '')] = min;
  }
  return minSizes;
}

module.exports = { readMinSize, declared, declaredMinSizes };
