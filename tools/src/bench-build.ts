import { join } from 'node:path';
import { buildBundles, buildMonolith } from './build';
import { REPO_ROOT } from './topology';

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

/** Reuses the builds on disk (`--no-build`, for working on the benchmark itself): no times. */
export function existingBuilds(): BuildTimes {
  return { fullS: NaN, remoteS: NaN, monolithS: NaN, monolithDir: join(REPO_ROOT, 'shell/dist-monolith') };
}
