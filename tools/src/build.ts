import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStamp } from './build-stamp';
import { discoverBundles, REPO_ROOT, type Bundle } from './topology';

const WEBPACK = join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');
const PUBLISHED = join(REPO_ROOT, 'published');
const CONCURRENCY = 2;

function webpack(bundle: Bundle, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WEBPACK, '--mode', 'production'], { cwd: join(REPO_ROOT, bundle.dir), stdio: 'inherit', env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${bundle.dir} 构建失败（退出码 ${code}）`))));
  });
}

/** Copies a remote's build to `published/<name>/<version>/`, where versions live side by side. */
export function publish(bundle: Bundle, version = bundle.version): void {
  const target = join(PUBLISHED, bundle.name, version);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(join(REPO_ROOT, bundle.dir, 'dist'), target, { recursive: true });
}

async function buildOne(bundle: Bundle): Promise<void> {
  const stampFile = join(REPO_ROOT, bundle.dir, 'dist/.build-stamp');
  const stamp = buildStamp(bundle.dir, process.env.COCKPIT_PUBLISH_VERSION ?? '');
  const fresh = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  const started = Date.now();
  if (!fresh) {
    await webpack(bundle, process.env);
    writeFileSync(stampFile, stamp);
  }
  if (bundle.name !== 'shell') publish(bundle, process.env.COCKPIT_PUBLISH_VERSION || bundle.version);
  console.log(`  ${fresh ? '✓ 未变更' : '✓ 已构建'} ${bundle.dir} ${fresh ? '' : `(${((Date.now() - started) / 1000).toFixed(1)} s)`}`);
}

/** Builds every bundle, two at a time (this machine has two cores). */
async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const all = discoverBundles();
  const unknown = only.filter((name) => !all.some((b) => b.name === name));
  if (unknown.length) throw new Error(`未知的包：${unknown.join(', ')}（可选：${all.map((b) => b.name).join(', ')}）`);
  const queue = only.length ? all.filter((b) => only.includes(b.name)) : all;
  console.log(`→ 构建 ${queue.length} 个包`);
  const worker = async () => {
    for (let bundle = queue.shift(); bundle; bundle = queue.shift()) await buildOne(bundle);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
