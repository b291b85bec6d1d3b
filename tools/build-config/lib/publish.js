// Publishing: a build is copied to `<target>/<remote>/<version>/`, beside the versions already there.
const { cpSync, existsSync, mkdirSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

/**
 * Publishes the `dist/` of the remote package in `dir` to `<target>/<remote>/<version>/` and says at which
 * URL its manifest will be, given where the target (`baseUrl`) or the remote's folder (`remoteBaseUrl`) is served.
 * @returns {{ remote: string, version: string, dir: string, manifestUrl: string }}
 */
function publishRemote(dir, { target = path.join(dir, 'published'), baseUrl, remoteBaseUrl, version } = {}) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const remote = pkg.cockpit?.bundle;
  if (!remote) throw new Error(`${dir}/package.json 缺少 "cockpit": { "bundle": "<远程模块名>" }`);
  const dist = path.join(dir, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} 中没有 mf-manifest.json：请先构建（pnpm run build）`);
  const built = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')).metaData?.cockpit;
  const release = version || built?.version || pkg.version;
  if (built && built.version !== release) {
    throw new Error(`dist 是按版本 ${built.version} 构建的，不能发布为 ${release}：请用 COCKPIT_PUBLISH_VERSION=${release} 重新构建`);
  }
  const out = path.resolve(target, remote, release);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(dist, out, { recursive: true });
  const trim = (url) => url.replace(/\/+$/, '');
  // --base-url serves the whole target folder; --remote-base-url serves `<target>/<remote>/` (a host per remote).
  const remoteBase = remoteBaseUrl ? trim(remoteBaseUrl) : `${baseUrl ? trim(baseUrl) : pathToFileURL(path.resolve(target)).href}/${remote}`;
  return { remote, version: release, dir: out, manifestUrl: `${remoteBase}/${release}/mf-manifest.json` };
}

module.exports = { publishRemote };
