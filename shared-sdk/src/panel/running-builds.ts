import type { RemoteBuildInfo } from './panel-types';

const RUNNING_KEY = Symbol.for('cockpit.running-builds.v1');

/** Mounted panel or page → the build whose code it runs. One registry per page, whatever SDK copies load. */
function registry(): Map<string, string> {
  const holder = globalThis as unknown as Record<symbol, Map<string, string> | undefined>;
  return (holder[RUNNING_KEY] ??= new Map<string, string>());
}

/** Records that `slotId` now runs `build`; returns the function that forgets it (on unmount). */
export function reportRunningBuild(slotId: string, build: RemoteBuildInfo | undefined, label: string): () => void {
  const builds = registry();
  const value = build?.id ?? label;
  builds.set(slotId, value);
  return () => {
    if (builds.get(slotId) === value) builds.delete(slotId);
  };
}

/** Every mounted panel and index page with the build it runs: `{ 'teams/institutions': 'teams@1.2.0+ab12…' }`. */
export function runningBuilds(): Record<string, string> {
  return Object.fromEntries([...registry().entries()].sort(([a], [b]) => a.localeCompare(b)));
}
