// What a build is: remote name + version + a hash of everything it is built from. Compiled into every
// exposed module (the loaded code reports it) and written to the manifest (read before loading).
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync, realpathSync, statSync } = require('node:fs');
const path = require('node:path');

const SKIPPED = new Set(['node_modules', 'dist', '.git', 'coverage']);

function hashTree(hash, root, current = root) {
  if (!existsSync(current)) return;
  if (statSync(current).isFile()) {
    hash.update(path.relative(root, current)).update(readFileSync(current));
    return;
  }
  for (const entry of readdirSync(current).sort()) {
    if (!SKIPPED.has(entry)) hashTree(hash, root, path.join(current, entry));
  }
}

/** The installed shared-sdk a package builds against: its folder and version, or undefined. */
function resolveSdk(dir) {
  try {
    const manifest = require.resolve('@cockpit/shared-sdk/package.json', { paths: [dir] });
    return { dir: realpathSync(path.dirname(manifest)), version: JSON.parse(readFileSync(manifest, 'utf8')).version };
  } catch {
    return undefined;
  }
}

/**
 * The identity of the build of the package in `dir`, published as `version`.
 * `sdk` is the shared-sdk range the build needs: `^` the version it was built against.
 * @returns {{ remote: string, version: string, hash: string, id: string, sdk: string | null }}
 */
function buildIdentity(dir, name, version) {
  const sdk = resolveSdk(dir);
  const hash = createHash('sha256').update(`${name}@${version}`);
  hashTree(hash, dir);
  if (sdk) hashTree(hash.update(`sdk@${sdk.version}`), sdk.dir);
  hashTree(hash, __dirname);
  const short = hash.digest('hex').slice(0, 10);
  return { remote: name, version, hash: short, id: `${name}@${version}+${short}`, sdk: sdk ? `^${sdk.version}` : null };
}

module.exports = { buildIdentity, resolveSdk };
