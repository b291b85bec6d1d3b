/**
 * The budgets `npm run bench` holds the system to. First-view JS has no budget of its own: the
 * monolith built from the same libraries is itself ~444 KB; what federation adds is judged, as a
 * ratio of bytes and of time to every panel ready.
 */
export const BUDGETS = {
  fullBuildS: 90,
  remoteBuildS: 15,
  /** Federated / monolith, median over median of loads taken in turn. */
  timeRatio: 1.1,
  /** At least this many loads per side before the time ratio is stated. */
  minLoads: 7,
  bytesRatio: 1.15,
  headerMs: 300,
  pageBusyPct: 3,
  panelBusyPct: 1,
  copiesPerLibrary: 1,
  /** Browser start to every panel showing from the wall's cache with every server down (median): the 10 s. */
  offlineStartMs: 10_000,
} as const;

/** What a bench run measured; a part left out (`--no-build`, `--first-view-only`) is not judged. */
export interface BenchFigures {
  builds?: { fullS: number; remoteS: number };
  firstView?: { timeRatio: number; bytesRatio: number; twice: string[]; copies: Record<string, number> };
  headerMs?: number;
  /** Page path or panel id → busy share, %. */
  pageBusyPct?: Record<string, number>;
  panelBusyPct?: Record<string, number>;
  /** Browser start to every panel showing, ms: cold with the network, and from the cache with every server down. */
  offlineStart?: { cold: { median: number }; cached: { median: number } };
}

/** Every standing budget the figures exceed, as lines to print; empty when all hold. */
export function overBudget(f: BenchFigures, b: typeof BUDGETS = BUDGETS): string[] {
  const failures: string[] = [];
  const check = (ok: boolean, failure: string) => ok || failures.push(failure);
  if (f.builds) {
    check(f.builds.fullS <= b.fullBuildS, `full build ${f.builds.fullS.toFixed(1)} s`);
    check(f.builds.remoteS <= b.remoteBuildS, `one remote build ${f.builds.remoteS.toFixed(1)} s`);
  }
  if (f.firstView) {
    const { timeRatio, bytesRatio, twice, copies } = f.firstView;
    check(timeRatio <= b.timeRatio, `first view ${timeRatio.toFixed(2)}× the monolith's time (median)`);
    check(bytesRatio <= b.bytesRatio, `first view ${bytesRatio.toFixed(2)}× the monolith's bytes`);
    check(twice.length === 0, `shipped by two bundles: ${twice.join('; ')}`);
    for (const [name, count] of Object.entries(copies))
      check(count <= b.copiesPerLibrary, `${name} loaded ${count} times`);
  }
  if (f.headerMs !== undefined) check(f.headerMs <= b.headerMs, `header painted after ${f.headerMs.toFixed(0)} ms`);
  for (const [path, pct] of Object.entries(f.pageBusyPct ?? {}))
    check(pct <= b.pageBusyPct, `${path} busy ${pct.toFixed(2)} %`);
  for (const [id, pct] of Object.entries(f.panelBusyPct ?? {}))
    check(pct <= b.panelBusyPct, `${id} busy ${pct.toFixed(2)} %`);
  if (f.offlineStart)
    check(
      f.offlineStart.cached.median <= b.offlineStartMs,
      `start from the cache ${f.offlineStart.cached.median.toFixed(0)} ms to every panel`,
    );
  return failures;
}

/** `✓` within budget, else the budget it broke. */
export const mark = (ok: boolean, budget: string) => (ok ? '✓' : `✗ 超出预算 ${budget}`);
