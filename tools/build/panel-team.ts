import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './topology';

/** The packages a panel team builds against, packed as they would be published. */
export interface PackedPackages {
  sdk: string;
  buildConfig: string;
}

const failed = (command: string, args: string[], cwd: string, error: unknown) => {
  const e = error as { stdout?: string; stderr?: string; message: string };
  return new Error(`${command} ${args.join(' ')}（${cwd}）失败：${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
};

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
  } catch (error) {
    throw failed(command, args, cwd, error);
  }
}

/** {@link run} without blocking this process: a service in it (the fleet a publish registers with) keeps answering. */
function runAsync(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      error ? reject(failed(command, args, cwd, Object.assign(error, { stdout, stderr }))) : resolve(stdout),
    );
  });
}

/** Packs shared-sdk (built JS + types) and build-config into `dir`; returns the tarballs' paths. */
export function packPackages(dir: string): PackedPackages {
  mkdirSync(dir, { recursive: true });
  const pack = (pkg: string, prefix: string) => {
    run('pnpm', ['pack', '--pack-destination', dir], join(REPO_ROOT, pkg));
    const tarball = readdirSync(dir).find((file) => file.startsWith(prefix) && file.endsWith('.tgz'));
    if (!tarball) throw new Error(`${pkg} 打包后没有找到 ${prefix}*.tgz`);
    return join(dir, tarball);
  };
  return { sdk: pack('shared-sdk', 'cockpit-shared-sdk-'), buildConfig: pack('build-config', 'cockpit-build-config-') };
}

/** What a panel team does in its own folder: commands run there, outside this workspace. */
export const panelTeam = {
  /** The scaffold, run from the packed build-config (extracted next to the tarball). */
  create(dir: string, packs: PackedPackages, name: string, panels: string[]): void {
    const extracted = join(dir, '..', 'build-config-package');
    mkdirSync(extracted, { recursive: true });
    run('tar', ['-xzf', packs.buildConfig, '-C', extracted], REPO_ROOT);
    const cli = join(extracted, 'package/bin/cockpit-remote.js');
    run(
      process.execPath,
      [
        cli,
        'create',
        dir,
        '--name',
        name,
        '--panels',
        panels.join(','),
        '--sdk',
        packs.sdk,
        '--build-config',
        packs.buildConfig,
      ],
      REPO_ROOT,
    );
  },
  install: (dir: string) => run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], dir),
  test: (dir: string) => run('pnpm', ['test'], dir),
  build: (dir: string, version: string) => run('pnpm', ['run', 'build'], dir, { COCKPIT_PUBLISH_VERSION: version }),
  /** Publishes into `target` and returns the manifest URL it prints (`env`: the fleet service and publish token to register with). */
  async publish(dir: string, target: string, remoteBaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
    const out = await runAsync(
      'pnpm',
      ['run', 'publish-remote', '--', '--target', target, '--remote-base-url', remoteBaseUrl],
      dir,
      env,
    );
    const url = /清单地址[^：]*：(\S+)/.exec(out)?.[1];
    if (!url) throw new Error(`发布没有给出清单地址：${out}`);
    return url;
  },
};
