import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** A V8 CPU profile as `Profiler.stop` returns it (the parts read here). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string } }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Where a source file of a bundle comes from: the npm package, or the repository path of our own code. */
export function sourceOwner(source: string): string {
  const inModules = source.split('node_modules/').at(-1)!;
  if (inModules !== source)
    return inModules.startsWith('@') ? inModules.split('/').slice(0, 2).join('/') : inModules.split('/')[0];
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/\?.*$/, '');
}

/** Names each profile node by the owner of its original source, through the source maps next to the served files in `dirs`. */
export function nodeOwners(profile: CpuProfile, dirs: readonly string[]): Map<number, string> {
  const maps = new Map<string, TraceMap | undefined>();
  const mapOf = (url: string) => {
    const file = basename(new URL(url).pathname);
    if (!maps.has(file)) {
      const dir = dirs.find((d) => existsSync(join(d, `${file}.map`)));
      maps.set(file, dir ? new TraceMap(readFileSync(join(dir, `${file}.map`), 'utf8')) : undefined);
    }
    return maps.get(file);
  };
  const owners = new Map<number, string>();
  for (const { id, callFrame } of profile.nodes) {
    const { url, lineNumber, columnNumber, functionName } = callFrame;
    if (!url.startsWith('http')) {
      owners.set(id, functionName ? `(${functionName})` : '(native)');
      continue;
    }
    const map = mapOf(url);
    const source = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }).source;
    owners.set(id, source ? sourceOwner(source) : basename(new URL(url).pathname));
  }
  return owners;
}

/** Self time (ms) of the samples between `from` and `to` (µs, the trace's clock), by owner, largest first. */
export function selfTimeByOwner(
  profile: CpuProfile,
  owners: Map<number, string>,
  from = -Infinity,
  to = Infinity,
): [string, number][] {
  const byOwner = new Map<string, number>();
  let t = profile.startTime;
  const samples = profile.samples ?? [];
  for (let i = 0; i < samples.length; i += 1) {
    const delta = profile.timeDeltas?.[i] ?? 0;
    t += delta;
    if (t < from || t > to) continue;
    const owner = owners.get(samples[i]) ?? '?';
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + (profile.timeDeltas?.[i + 1] ?? delta) / 1000);
  }
  return [...byOwner].sort((a, b) => b[1] - a[1]);
}
