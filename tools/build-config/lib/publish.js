// Publishing: a build is copied to `<target>/<remote>/<version>/`, beside the versions already there.
const { cpSync, existsSync, mkdirSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

/**
 * Publishes the `dist/` of the remote package in `dir`.
 * @returns {{ remote: string, version: string, dir: string, manifestUrl: string }}
 */
function publishRemote(dir, { target = path.join(dir, 'published'), baseUrl, version } = {}) {
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
  const base = baseUrl ? baseUrl.replace(/\/+$/, '') : pathToFileURL(path.resolve(target)).href;
  return { remote, version: release, dir: out, manifestUrl: `${base}/${remote}/${release}/mf-manifest.json` };
}

module.exports = { publishRemote };
