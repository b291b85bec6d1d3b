// Publishing: a build is copied to `<target>/<remote>/<version>/`, beside the versions already there, and registered
// with the fleet service when one is named. A published version never changes: its folder is never written twice.
const { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { registerRelease } = require('./fleet-register');

/**
 * What publishing the `dist/` of the remote package in `dir` would do: where it goes, what it is, at which URL its
 * manifest will be (given where the target, `baseUrl`, or the remote's folder, `remoteBaseUrl`, is served).
 * Refuses a version already in the target.
 */
function planPublish(dir, { target = path.join(dir, 'published'), baseUrl, remoteBaseUrl, version } = {}) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const remote = pkg.cockpit?.bundle;
  if (!remote) throw new Error(`${dir}/package.json 缺少 "cockpit": { "bundle": "<远程模块名>" }`);
  const dist = path.join(dir, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json')))
    throw new Error(`${dist} 中没有 mf-manifest.json：请先构建（pnpm run build）`);
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const built = manifest.metaData?.cockpit;
  const release = version || built?.version || pkg.version;
  if (built && built.version !== release) {
    throw new Error(
      `dist 是按版本 ${built.version} 构建的，不能发布为 ${release}：请用 COCKPIT_PUBLISH_VERSION=${release} 重新构建`,
    );
  }
  const out = path.resolve(target, remote, release);
  if (existsSync(out)) throw new Error(`${remote} ${release} 已发布在 ${out}：已发布的版本不可更改，请使用新的版本号`);
  const trim = (url) => url.replace(/\/+$/, '');
  // --base-url serves the whole target folder; --remote-base-url serves `<target>/<remote>/` (a host per remote).
  const remoteBase = remoteBaseUrl
    ? trim(remoteBaseUrl)
    : `${baseUrl ? trim(baseUrl) : pathToFileURL(path.resolve(target)).href}/${remote}`;
  return {
    remote,
    version: release,
    dist,
    dir: out,
    manifestUrl: `${remoteBase}/${release}/mf-manifest.json`,
    build: built?.id ?? `${remote}@${release}`,
    sdkRange: built?.sdk ?? '*',
    exposes: (manifest.exposes ?? []).map((e) => String(e.name ?? '').replace(/^\.\//, '')).filter(Boolean),
    // A build before minimums declares none: the registration then carries none (the service accepts either).
    ...(built?.minSizes ? { minSizes: built.minSizes } : {}),
  };
}

function copyBuild(plan) {
  mkdirSync(path.dirname(plan.dir), { recursive: true });
  cpSync(plan.dist, plan.dir, { recursive: true });
}

/**
 * Publishes the `dist/` of the remote package in `dir` to `<target>/<remote>/<version>/` (never over a version there).
 * @returns {{ remote: string, version: string, dir: string, manifestUrl: string, build: string, sdkRange: string, exposes: string[] }}
 */
function publishRemote(dir, options = {}) {
  const plan = planPublish(dir, options);
  copyBuild(plan);
  return plan;
}

/**
 * Publishes as {@link publishRemote} and registers the version with the fleet service at `fleet` with the team's
 * publish `token`. Everything that can be checked is checked before copying; a refused registration removes the copy.
 */
async function publishToFleet(dir, { fleet, token, timeoutMs, ...options }) {
  if (!/^https?:\/\/[^/]/.test(fleet)) throw new Error(`大屏集群服务地址 ${fleet} 应以 http:// 或 https:// 开头`);
  if (!token)
    throw new Error('缺少发布令牌：请把管理员在控制台「发布令牌」页创建的令牌放入环境变量 COCKPIT_PUBLISH_TOKEN');
  const plan = planPublish(dir, options);
  if (!/^https?:\/\//.test(plan.manifestUrl)) {
    throw new Error(
      '登记到大屏集群服务时，清单地址必须是大屏能访问的 http(s) 地址：请加 --base-url 或 --remote-base-url',
    );
  }
  copyBuild(plan);
  const { remote, version, build, sdkRange, manifestUrl, exposes, minSizes } = plan;
  try {
    await registerRelease(
      fleet,
      token,
      { remote, version, build, sdkRange, manifestUrl, exposes, ...(minSizes ? { minSizes } : {}) },
      { timeoutMs },
    );
  } catch (error) {
    // Not registered means not published: the next attempt (perhaps with a new version) starts clean.
    rmSync(plan.dir, { recursive: true, force: true });
    const remoteDir = path.dirname(plan.dir);
    if (readdirSync(remoteDir).length === 0) rmSync(remoteDir, { recursive: true });
    throw error;
  }
  return plan;
}

module.exports = { publishRemote, publishToFleet };
