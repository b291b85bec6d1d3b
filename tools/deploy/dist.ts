import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { remotesManifestSchema, runtimeConfigSchema } from '../../shell/src/config/config-schemas';
import { shellLayoutsSchema } from '../../shell/src/layouts/layouts-schema';
import { defaultLayouts } from './default-layouts';
import { contentSecurityPolicy } from './content-security-policy';
import {
  fleetReplicas,
  readDeploySettings,
  replicasOnConsecutivePorts,
  writeDeploySettings,
  type DeploySettings,
} from './deploy-settings';
import { nginxConfig } from './nginx-config';
import { API_CHECK_FILE } from './nginx-api-cache';
import { endpointFreshness, panelReads } from './api-endpoints';
import { precompressTree } from './precompress';
import { distRemotesManifest, distRuntimeConfig, RUNTIME_FILES } from './runtime-files';
import { discoverRemotes, REPO_ROOT } from '../build/topology';

/** What `npm run dist` needs: where to write, and nginx settings to change in `deploy.json`. */
export interface DistOptions {
  outDir: string;
  settings?: Partial<DeploySettings>;
  publishedDir?: string;
  shellDir?: string;
}

const noDotfiles = (source: string) => !basename(source).startsWith('.');

function readRuntimeFile<T>(
  www: string,
  file: string,
  parse: (json: unknown) => {
    success: boolean;
    data?: T;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  },
): T {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(www, file), 'utf8'));
  } catch (error) {
    throw new Error(`${join(www, file)} 无法读取：${error instanceof Error ? error.message : String(error)}`);
  }
  const result = parse(json);
  if (!result.success) {
    const issue = result.error!.issues[0];
    throw new Error(`${join(www, file)} 中的 ${issue.path.join('.') || '（顶层）'}：${issue.message}`);
  }
  return result.data as T;
}

/**
 * (Re)writes `nginx.conf` from `deploy.json` and the runtime files in `www/`; refuses files the
 * display would refuse. `nextManifest`: a manifest about to replace `www/remotes.json`, whose
 * origins the CSP allows already (move a remote to a new origin without a window where it is blocked).
 */
export function writeNginxConfig(outDir: string, nextManifest?: string): string {
  const www = join(outDir, 'www');
  const config = readRuntimeFile(www, 'config.json', (json) => runtimeConfigSchema.safeParse(json));
  readRuntimeFile(www, 'remotes.json', (json) => remotesManifestSchema.safeParse(json));
  readRuntimeFile(www, 'layouts.json', (json) => shellLayoutsSchema.safeParse(json));
  if (nextManifest)
    readRuntimeFile(dirname(nextManifest), basename(nextManifest), (json) => remotesManifestSchema.safeParse(json));
  const csp = contentSecurityPolicy(www, nextManifest ? [nextManifest] : []);
  const settings = readDeploySettings(outDir);
  const apiCache = {
    freshness: endpointFreshness(panelReads(config.refreshOverrides)),
    checkSocket: join(resolve(outDir), 'var/api-check.sock'),
  };
  const text = nginxConfig({
    settings,
    apiHost: config.apiHost,
    serviceApiBase: config.serviceApiBase,
    fleetUrl: config.fleetUrl,
    contentSecurityPolicy: csp,
    apiCache,
  });
  for (const file of [API_CHECK_FILE, 'mtail/api-cache.mtail']) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    cpSync(join(REPO_ROOT, 'tools/deploy/nginx', basename(file)), join(outDir, file));
  }
  const file = join(outDir, 'nginx.conf');
  writeFileSync(file, text);
  writeFleetSettings(outDir, readDeploySettings(outDir));
  return file;
}

/** The fleet service's settings file beside nginx.conf: its trusted proxies are this nginx (`COCKPIT_FLEET_SETTINGS`). */
export function fleetSettingsFile(outDir: string): string {
  return join(outDir, 'fleet-settings.json');
}

function writeFleetSettings(outDir: string, settings: DeploySettings): void {
  const fleetSettings = {
    $comment:
      '集群服务设置（npm run dist 按 deploy.json 的 fleetProxyAddresses 生成）：COCKPIT_FLEET_SETTINGS=<本文件> 启动集群服务',
    trustProxy: settings.fleetProxyAddresses,
  };
  writeFileSync(fleetSettingsFile(outDir), `${JSON.stringify(fleetSettings, null, 2)}\n`);
}

/** With fleet replicas named and no `fleetUrl` of the operator's in `config.json`, the walls reach them through nginx at `/fleet`. */
function fleetOnSameOrigin(www: string): void {
  const file = join(www, 'config.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as { fleetUrl?: string };
  if (config.fleetUrl === undefined)
    writeFileSync(file, `${JSON.stringify({ ...config, fleetUrl: '/fleet' }, null, 2)}\n`);
}

/** Publishes one remote build into the output as `www/remotes/<remote>/<version>/`, precompressed. */
export async function publishIntoDist(
  outDir: string,
  remote: string,
  version: string,
  buildDir: string,
): Promise<void> {
  const target = join(outDir, 'www/remotes', remote, version);
  rmSync(target, { recursive: true, force: true });
  cpSync(buildDir, target, { recursive: true, filter: noDotfiles });
  await precompressTree(target);
}

/**
 * Writes the deployable output: `www/` (the shell, every published remote version under
 * `remotes/<remote>/<version>/`, `config.json`, `remotes.json` and `layouts.json`), `.gz`/`.br` beside each asset,
 * `deploy.json`, `nginx.conf` and `var/` for nginx's pid, logs and temp files. The operator's
 * edits to the runtime files and to `deploy.json` survive a rerun.
 */
export async function buildDist(
  options: DistOptions,
): Promise<{ outDir: string; versions: string[]; bytes: number; gzipBytes: number }> {
  const outDir = resolve(options.outDir);
  const www = join(outDir, 'www');
  const shellDir = options.shellDir ?? join(REPO_ROOT, 'shell/dist');
  const publishedDir = options.publishedDir ?? join(REPO_ROOT, 'published');
  if (!existsSync(join(shellDir, 'index.html')))
    throw new Error(`${shellDir} 中没有构建好的外壳，请先运行 npm run build`);
  const runtime = RUNTIME_FILES.filter((file) => existsSync(join(www, file))).map((file) => [
    file,
    readFileSync(join(www, file), 'utf8'),
  ]);
  rmSync(www, { recursive: true, force: true });
  cpSync(shellDir, www, { recursive: true, filter: noDotfiles });
  const remotes = discoverRemotes();
  const versions: string[] = [];
  for (const remote of remotes) {
    const dir = join(publishedDir, remote.name);
    if (!existsSync(dir)) throw new Error(`远程模块 ${remote.name} 尚未发布（${dir}），请先运行 npm run build`);
    for (const version of readdirSync(dir)) {
      cpSync(join(dir, version), join(www, 'remotes', remote.name, version), { recursive: true, filter: noDotfiles });
      versions.push(`${remote.name}/${version}`);
    }
  }
  const sizes = await precompressTree(www);
  writeFileSync(join(www, 'config.json'), `${JSON.stringify(distRuntimeConfig(), null, 2)}\n`);
  writeFileSync(join(www, 'remotes.json'), `${JSON.stringify(distRemotesManifest(remotes), null, 2)}\n`);
  writeFileSync(join(www, 'layouts.json'), `${JSON.stringify(defaultLayouts(), null, 2)}\n`);
  for (const [file, text] of runtime) writeFileSync(join(www, file), text);
  for (const dir of ['var/log', 'var/tmp', 'var/cache']) mkdirSync(join(outDir, dir), { recursive: true });
  const deploy = readDeploySettings(outDir, options.settings);
  writeDeploySettings(outDir, deploy);
  if (fleetReplicas(deploy).length > 0) fleetOnSameOrigin(www);
  writeNginxConfig(outDir);
  return { outDir, versions, bytes: sizes.bytes, gzipBytes: sizes.gzipBytes };
}

/**
 * `--fleet-upstream <url>` (repeatable: one per replica) and `--fleet-replicas <N>` (N replicas on consecutive ports from
 * the first address given, else the one in deploy.json, else http://127.0.0.1:4300); undefined keeps deploy.json's.
 */
function fleetUpstreamOption(
  outDir: string,
  given: string[] | undefined,
  count: string | undefined,
): string[] | undefined {
  if (count === undefined) return given;
  if (given && given.length > 1)
    throw new Error('--fleet-replicas 只能与一个 --fleet-upstream（第一个副本的地址）一起使用');
  const stored = existsSync(join(outDir, 'deploy.json')) ? fleetReplicas(readDeploySettings(outDir))[0] : undefined;
  return replicasOnConsecutivePorts(given?.[0] ?? stored ?? 'http://127.0.0.1:4300', Number(count));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: join(REPO_ROOT, 'dist') },
      listen: { type: 'string' },
      upstream: { type: 'string' },
      'remotes-listen': { type: 'string' },
      'brotli-module': { type: 'string' },
      'nginx-only': { type: 'boolean', default: false },
      'next-manifest': { type: 'string' },
      'fleet-upstream': { type: 'string', multiple: true },
      'fleet-replicas': { type: 'string' },
    },
  });
  const outDir = resolve(values.out);
  const fleetUpstream = fleetUpstreamOption(outDir, values['fleet-upstream'], values['fleet-replicas']);
  if (values['nginx-only']) {
    if (fleetUpstream) writeDeploySettings(outDir, readDeploySettings(outDir, { fleetUpstream }));
    console.log(
      `✓ 已重新生成 ${writeNginxConfig(outDir, values['next-manifest'] && resolve(values['next-manifest']))}`,
    );
  } else {
    const settings = {
      listen: values.listen,
      apiUpstream: values.upstream,
      remotesListen: values['remotes-listen'],
      brotliModule: values['brotli-module'],
      fleetUpstream,
    };
    const result = await buildDist({ outDir, settings });
    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `✓ ${outDir}：外壳 + ${result.versions.length} 个远程模块版本（${mib(result.bytes)} MiB，gzip 后 ${mib(result.gzipBytes)} MiB）`,
    );
  }
  const { listen, ...deployed } = readDeploySettings(outDir);
  const replicas = fleetReplicas(deployed);
  console.log(`  启动：nginx -p ${outDir}/ -c nginx.conf   （重载：加 -s reload，停止：加 -s quit）`);
  console.log(`  访问：http://${listen.includes(':') ? listen : `localhost:${listen}`}/  与  /xndx`);
  console.log(
    `  集群服务：COCKPIT_FLEET_SETTINGS=${fleetSettingsFile(outDir)} pnpm --filter @cockpit/console start   （信任 nginx 转发的墙面地址）`,
  );
  if (replicas.length > 1)
    console.log(
      `  ${replicas.length} 个副本（${replicas.join('、')}）：每个都设同一个 DATABASE_URL=postgres://…，见 docs/deploying.md`,
    );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
