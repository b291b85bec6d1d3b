import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStamp, pathsStamp } from './build-stamp';
import { publishBuild } from './publish-build';
import { discoverBundles, REPO_ROOT, type Bundle } from './topology';

const WEBPACK = join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');
const PUBLISHED = join(REPO_ROOT, 'published');
const CONCURRENCY = 2;

function webpack(bundle: Pick<Bundle, 'dir'>, env: NodeJS.ProcessEnv, extraArgs: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WEBPACK, '--mode', 'production', ...extraArgs], {
      cwd: join(REPO_ROOT, bundle.dir),
      stdio: 'inherit',
      env,
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${bundle.dir} 构建失败（退出码 ${code}）`)),
    );
  });
}

/**
 * Copies a remote's build to `published/<name>/<version>/`, where versions live side by side. `release` (an explicit
 * COCKPIT_PUBLISH_VERSION) never replaces a published version by another build.
 */
export function publish(bundle: Bundle, version = bundle.version, release = false): void {
  publishBuild({
    dist: join(REPO_ROOT, bundle.dir, 'dist'),
    publishedDir: PUBLISHED,
    remote: bundle.name,
    version,
    release,
  });
}

async function buildOne(bundle: Bundle, force: boolean): Promise<void> {
  const stampFile = join(REPO_ROOT, bundle.dir, 'dist/.build-stamp');
  const stamp = buildStamp(bundle.dir, process.env.COCKPIT_PUBLISH_VERSION ?? '');
  const fresh = !force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  const started = Date.now();
  if (!fresh) {
    await webpack(bundle, process.env);
    writeFileSync(stampFile, stamp);
  }
  const release = process.env.COCKPIT_PUBLISH_VERSION;
  if (bundle.name !== 'shell') publish(bundle, release || bundle.version, Boolean(release));
  console.log(
    `  ${fresh ? '✓ 未变更' : '✓ 已构建'} ${bundle.dir} ${fresh ? '' : `(${((Date.now() - started) / 1000).toFixed(1)} s)`}`,
  );
}

/**
 * Builds the named bundles (all when none), two at a time (this machine has two cores), and
 * publishes the remotes; `force` rebuilds even those whose sources did not change.
 */
export async function buildBundles(only: string[] = [], { force = false } = {}): Promise<void> {
  const all = discoverBundles();
  const unknown = only.filter((name) => !all.some((b) => b.name === name));
  if (unknown.length) throw new Error(`未知的包：${unknown.join(', ')}（可选：${all.map((b) => b.name).join(', ')}）`);
  const queue = only.length ? all.filter((b) => only.includes(b.name)) : all;
  console.log(`→ 构建 ${queue.length} 个包`);
  const worker = async () => {
    for (let bundle = queue.shift(); bundle; bundle = queue.shift()) await buildOne(bundle, force);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Builds the shell as one statically linked app (`shell/dist-monolith/`): the benchmark's baseline. */
export async function buildMonolith(): Promise<string> {
  const shell = discoverBundles().find((b) => b.name === 'shell') as Bundle;
  await webpack(shell, process.env, ['--env', 'monolith']);
  return join(REPO_ROOT, shell.dir, 'dist-monolith');
}

/** The name that selects the console page on the command line (it is no federation bundle). */
export const CONSOLE_PAGE = 'console';
/** What the console page's build depends on: its web sources, the console API and the wire protocol, the layout schema it checks edits with, its config, the lockfile. */
const CONSOLE_PAGE_SOURCES = [
  'console/src/web',
  'console/src/protocol',
  'protocol/src',
  'shared-sdk/src/layouts',
  'shared-sdk/src/http/constants.ts',
  'console/webpack.config.js',
  'console/package.json',
  'pnpm-lock.yaml',
];

/** Builds the operators' console page (`console/dist-web/`, served by the fleet service) when its sources changed. */
export async function buildConsolePage({ force = false } = {}): Promise<void> {
  const stampFile = join(REPO_ROOT, 'console/dist-web/.build-stamp');
  const stamp = pathsStamp(CONSOLE_PAGE_SOURCES);
  const fresh =
    !force &&
    existsSync(join(REPO_ROOT, 'console/dist-web/index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp;
  const started = Date.now();
  if (!fresh) {
    await webpack({ dir: 'console' }, process.env);
    writeFileSync(stampFile, stamp);
  }
  console.log(
    `  ${fresh ? '✓ 未变更' : '✓ 已构建'} console/dist-web ${fresh ? '' : `(${((Date.now() - started) / 1000).toFixed(1)} s)`}`,
  );
}

async function main(args: string[]): Promise<void> {
  const force = args.includes('--force');
  if (args.includes('--monolith')) {
    console.log(`✓ ${await buildMonolith()}`);
    return;
  }
  const names = args.filter((a) => a !== '--force');
  const bundles = names.filter((name) => name !== CONSOLE_PAGE);
  if (names.length === 0 || bundles.length) await buildBundles(bundles, { force });
  if (names.length === 0 || names.includes(CONSOLE_PAGE)) await buildConsolePage({ force });
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
