import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildBundles, buildMonolith } from '../build/build';
import { discoverRemotes, REPO_ROOT } from '../build/topology';

/** Wall time of the production builds: every bundle from scratch, one remote rebuilt and published, the monolith. */
export interface BuildTimes {
  fullS: number;
  remoteS: number;
  monolithS: number;
  monolithDir: string;
}

async function timed<T>(action: () => Promise<T>): Promise<[number, T]> {
  const started = Date.now();
  const result = await action();
  return [(Date.now() - started) / 1000, result];
}

/** Builds everything the benchmark serves, timing each step (`remote`: the remote rebuilt alone). */
export async function timeBuilds(remote: string): Promise<BuildTimes> {
  const [fullS] = await timed(() => buildBundles([], { force: true }));
  const [remoteS] = await timed(() => buildBundles([remote], { force: true }));
  const [monolithS, monolithDir] = await timed(() => buildMonolith());
  return { fullS, remoteS, monolithS, monolithDir };
}

/** The builds `--no-build` serves that are not on disk under `root` (a page without them would never settle). */
export function missingBuilds(root = REPO_ROOT): string[] {
  const needed = [
    { file: join(root, 'shell/dist/index.html'), build: 'pnpm exec tsx tools/build/build.ts' },
    { file: join(root, 'shell/dist-monolith/index.html'), build: 'pnpm exec tsx tools/build/build.ts --monolith' },
    ...discoverRemotes().map((remote) => ({
      file: join(root, 'published', remote.name, remote.version, 'mf-manifest.json'),
      build: 'pnpm exec tsx tools/build/build.ts',
    })),
  ];
  return needed.filter(({ file }) => !existsSync(file)).map(({ file, build }) => `${relative(root, file)}（${build}）`);
}

/** Reuses the builds on disk (`--no-build`, for working on the benchmark itself): no times; refuses when one is missing. */
export function existingBuilds(): BuildTimes {
  const missing = missingBuilds();
  if (missing.length)
    throw new Error(
      `--no-build 需要已有的构建，缺少：\n  ${missing.join('\n  ')}\n去掉 --no-build 让基准测试自己构建，或先运行上面的构建命令。`,
    );
  return { fullS: NaN, remoteS: NaN, monolithS: NaN, monolithDir: join(REPO_ROOT, 'shell/dist-monolith') };
}
