import { allocatorChanges, type AllocatorSizes } from './soak-allocators';
import type { PageFigures } from './soak-page';
import type { SoakPlan } from './soak-plan';
import type { KindMemory } from './soak-procs';
import { brokenGoals, SOAK_GOALS, slopesOver, type SoakDay } from './soak-slope';

/** One wall's sample at the end of a simulated day. */
export interface WallDay {
  wall: string;
  day: number;
  page: PageFigures;
  processes: Record<string, KindMemory>;
  recoveries: number;
  plannedReloads: number;
  /** Real ms since the first day began. */
  at: number;
  /** The renderer's allocators (memory-infra), on the first day and the last. */
  allocators?: AllocatorSizes;
}

/**
 * The first day and the last. A detailed dump frees memory the renderer then takes back over days (17 MB on `/`,
 * regrown in 6 simulated days, when taken on day 10 of 30): taken before the slopes' window it made the window's
 * slope steeper (+0.82 MB a day against +0.49 without). On day 1 it is refilled before a 30-day run's window opens.
 */
export const allocatorDumpDays = (days: number): number[] => [1, days];

/** The renderer's allocators that changed by 0.5 MB or more between a wall's two dumps. */
function printAllocators(mine: WallDay[]): void {
  const dumps = mine.filter((d) => d.allocators && Object.keys(d.allocators).length > 0);
  if (dumps.length < 2) return;
  const [from, to] = [dumps[0], dumps[dumps.length - 1]];
  console.log(`    renderer allocators (memory-infra), day ${from.day} → day ${to.day}, changes of 0.5 MB or more:`);
  for (const c of allocatorChanges(from.allocators!, to.allocators!)) {
    console.log(
      `      ${c.path.padEnd(44)} ${c.before.toFixed(1).padStart(8)} → ${c.after.toFixed(1).padStart(8)} MB (${c.after >= c.before ? '+' : ''}${(c.after - c.before).toFixed(1)})`,
    );
  }
}

/** The figures of one sample the slopes are taken of. */
export function figuresOf(d: WallDay): Record<string, number> {
  const mem = (kind: string, field: keyof KindMemory) => d.processes[kind]?.[field] ?? 0;
  return {
    rendererPssMb: mem('renderer', 'pssMb'),
    rendererRssMb: mem('renderer', 'rssMb'),
    gpuPssMb: mem('gpu', 'pssMb'),
    gpuRssMb: mem('gpu', 'rssMb'),
    rendererPrivateMb: mem('renderer', 'privateMb'),
    gpuPrivateMb: mem('gpu', 'privateMb'),
    browserPrivateMb: mem('browser', 'privateMb'),
    browserPssMb: mem('browser', 'pssMb'),
    utilityPssMb: mem('utility', 'pssMb'),
    heapMb: d.page.heapMb,
    domNodes: d.page.domNodes,
    detachedNodes: d.page.detachedNodes,
    listeners: d.page.listeners,
    liveCharts: d.page.liveCharts,
  };
}

/** The window the goals are judged over: the last 20 simulated days (all of a shorter run). */
export const SLOPE_WINDOW = 20;

/** Prints each wall's first/last figures and slopes against the goals; returns the slopes and the failures. */
export function printSoak(plan: SoakPlan, days: WallDay[], run: { load: number[]; minutes: number }) {
  const failures: string[] = [];
  const walls: Record<
    string,
    {
      slopes: Record<string, number>;
      first: Record<string, number>;
      last: Record<string, number>;
      plannedReloads: number;
      recoveries: number;
    }
  > = {};
  console.log(
    `\n浸泡 / soak: ${plan.days} simulated days in ${run.minutes.toFixed(1)} min (${plan.daySeconds.toFixed(1)} s a day), slopes over the last ${Math.min(SLOPE_WINDOW, plan.days)} days (per simulated day: least squares; counts of the page, the median of pairwise slopes); load ${run.load.map((l) => l.toFixed(1)).join(' ')}`,
  );
  for (const wall of [...new Set(days.map((d) => d.wall))]) {
    const mine = days.filter((d) => d.wall === wall);
    const series: SoakDay[] = mine.map((d) => ({ day: d.day, figures: figuresOf(d) }));
    const slopes = slopesOver(series, SLOPE_WINDOW);
    const first = series[0].figures;
    const last = series[series.length - 1].figures;
    const last1 = mine[mine.length - 1];
    walls[wall] = { slopes, first, last, plannedReloads: last1.plannedReloads, recoveries: last1.recoveries };
    console.log(`\n  ${wall}`);
    console.log(
      `    ${'figure'.padEnd(16)} ${'day 1'.padStart(10)} ${`day ${plan.days}`.padStart(10)} ${'slope/day'.padStart(11)}  goal`,
    );
    for (const name of Object.keys(first)) {
      const goal = SOAK_GOALS.find((g) => g.figure === name);
      const ok = !goal || slopes[name] <= goal.perDay;
      console.log(
        `    ${name.padEnd(16)} ${first[name].toFixed(1).padStart(10)} ${last[name].toFixed(1).padStart(10)} ${slopes[name].toFixed(3).padStart(11)}  ${goal ? `≤ ${goal.perDay} ${goal.unit} ${ok ? '✓' : '✗'}` : ''}`,
      );
    }
    printAllocators(mine);
    console.log(
      `    player recoveries ${last1.recoveries}, planned reloads ${last1.plannedReloads} ${last1.plannedReloads === 0 ? '✓' : '✗'}`,
    );
    failures.push(...brokenGoals(slopes).map((f) => `${wall} ${f}`));
    if (last1.plannedReloads > 0)
      failures.push(`${wall}: the player reloaded the page ${last1.plannedReloads} time(s) as planned`);
    if (last1.recoveries > 0) failures.push(`${wall}: the player recovered the page ${last1.recoveries} time(s)`);
  }
  console.log(
    failures.length ? `\n未达目标 / goals not met:\n  ${failures.join('\n  ')}` : '\n全部达到目标 / every goal met',
  );
  return { walls, failures, load: run.load, minutes: run.minutes };
}
