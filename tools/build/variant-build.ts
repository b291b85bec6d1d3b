import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discoverRemotes, REPO_ROOT } from './topology';

/** One text replacement in a file of the package, e.g. a panel's title. */
export interface SourceEdit {
  file: string;
  from: string;
  to: string;
}

/** A second, genuinely different build of a workspace remote, for swap and compatibility tests. */
export interface VariantOptions {
  remote: string;
  /** Published as `<publishedDir>/<remote>/<version>/`. */
  version: string;
  edits: SourceEdit[];
  /** Build against a copy of shared-sdk that declares this version (e.g. a newer major). */
  sdkVersion?: string;
  publishedDir?: string;
}

function webpack(dir: string, version: string): Promise<void> {
  const cli = join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--mode', 'production'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, COCKPIT_PUBLISH_VERSION: version },
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`变体构建失败（退出码 ${code}）`))));
  });
}

/** The package's dependencies, linked; shared-sdk replaced by a copy declaring `sdkVersion`. */
function linkDependencies(packageDir: string, copyDir: string, sdkVersion: string | undefined): void {
  const modules = join(packageDir, 'node_modules');
  if (!sdkVersion) return symlinkSync(modules, join(copyDir, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (entry === '@cockpit') continue;
    symlinkSync(join(modules, entry), join(copyDir, 'node_modules', entry));
  }
  for (const entry of readdirSync(join(modules, '@cockpit'))) {
    if (entry !== 'shared-sdk')
      symlinkSync(join(modules, '@cockpit', entry), join(copyDir, 'node_modules/@cockpit', entry));
  }
  // Outside node_modules, like the workspace's own: its TypeScript goes through the build's loader.
  const sdk = join(copyDir, 'sdk-copy');
  cpSync(join(REPO_ROOT, 'shared-sdk'), sdk, {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|dist)$/.test(path),
  });
  symlinkSync(join(REPO_ROOT, 'shared-sdk/node_modules'), join(sdk, 'node_modules'));
  symlinkSync(sdk, join(copyDir, 'node_modules/@cockpit/shared-sdk'));
  const pkg = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(sdk, 'package.json'), JSON.stringify({ ...pkg, version: sdkVersion }, null, 2));
}

/**
 * Copies a workspace remote's package, applies `edits` (each must match), builds it as `version`
 * and publishes it beside the workspace builds. The copy is removed afterwards.
 */
export async function buildVariant(options: VariantOptions): Promise<string> {
  const bundle = discoverRemotes().find((b) => b.name === options.remote);
  if (!bundle) throw new Error(`没有名为 ${options.remote} 的远程模块`);
  const packageDir = join(REPO_ROOT, bundle.dir);
  const work = mkdtempSync(join(tmpdir(), `cockpit-variant-${options.remote}-`));
  try {
    cpSync(packageDir, work, { recursive: true, filter: (path) => !/[/\\](node_modules|dist)$/.test(path) });
    if (options.sdkVersion) mkdirSync(join(work, 'node_modules/@cockpit'), { recursive: true });
    linkDependencies(packageDir, work, options.sdkVersion);
    for (const edit of options.edits) {
      const file = join(work, edit.file);
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (!text.includes(edit.from)) throw new Error(`${edit.file} 中没有要替换的文本：${edit.from}`);
      writeFileSync(file, text.replace(edit.from, edit.to));
    }
    await webpack(work, options.version);
    const target = join(options.publishedDir ?? join(REPO_ROOT, 'published'), options.remote, options.version);
    rmSync(target, { recursive: true, force: true });
    cpSync(join(work, 'dist'), target, { recursive: true });
    return target;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
