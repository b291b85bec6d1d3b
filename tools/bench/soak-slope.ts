/** One sample of the soak, taken at the end of a simulated day. */
export interface SoakDay {
  day: number;
  /** Figure name → value (MB for memory, counts otherwise). */
  figures: Record<string, number>;
}

/** Least-squares slope of `ys` over `xs` (units of y per unit of x); 0 with fewer than two points. */
export function slope(xs: number[], ys: number[]): number {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return 0;
  const mx = xs.slice(0, n).reduce((a, b) => a + b, 0) / n;
  const my = ys.slice(0, n).reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i += 1) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

/** Theil–Sen slope: the median of the slopes between every two samples, so a few samples off the line move it little. */
export function medianSlope(xs: number[], ys: number[]): number {
  const slopes: number[] = [];
  for (let i = 0; i < xs.length; i += 1)
    for (let j = i + 1; j < xs.length; j += 1) if (xs[j] !== xs[i]) slopes.push((ys[j] - ys[i]) / (xs[j] - xs[i]));
  if (!slopes.length) return 0;
  slopes.sort((a, b) => a - b);
  const mid = Math.floor(slopes.length / 2);
  return slopes.length % 2 ? slopes[mid] : (slopes[mid - 1] + slopes[mid]) / 2;
}

/**
 * Counts taken of the page, sloped by {@link medianSlope}: they step with what the page shows at the sample's instant
 * (/xndx at 797 nodes instead of 900 at the end of a day a layout was pushed), and three such days late in the
 * window tilt a least-squares line over one node a day while the page is flat. A leak moves every sample and is kept.
 */
export const COUNT_FIGURES: ReadonlySet<string> = new Set(['domNodes', 'detachedNodes', 'listeners', 'liveCharts']);

/** A goal on one figure's slope over the last days: at most `perDay` a simulated day. */
export interface SlopeGoal {
  figure: string;
  perDay: number;
  unit: string;
}

/**
 * The goals: renderer and GPU memory ≤ 0.5 MB a day; DOM nodes and charts flat. "Flat" is read as less
 * than one node (one chart) a day on average: a leak of one panel's refresh grows by tens of nodes a day.
 */
export const SOAK_GOALS: SlopeGoal[] = [
  { figure: 'rendererPssMb', perDay: 0.5, unit: 'MB' },
  { figure: 'gpuPssMb', perDay: 0.5, unit: 'MB' },
  { figure: 'rendererPrivateMb', perDay: 0.5, unit: 'MB' },
  { figure: 'gpuPrivateMb', perDay: 0.5, unit: 'MB' },
  { figure: 'domNodes', perDay: 1, unit: 'nodes' },
  { figure: 'liveCharts', perDay: 0.05, unit: 'charts' },
];

/** Each figure's slope per day over the last `window` days (all days when fewer). */
export function slopesOver(days: SoakDay[], window: number): Record<string, number> {
  const last = days.slice(-window);
  const names = new Set(last.flatMap((d) => Object.keys(d.figures)));
  const xs = last.map((d) => d.day);
  return Object.fromEntries(
    [...names].map((name) => [
      name,
      (COUNT_FIGURES.has(name) ? medianSlope : slope)(
        xs,
        last.map((d) => d.figures[name] ?? NaN),
      ),
    ]),
  );
}

/** The goals a run breaks (figure, slope, goal), as lines; a figure the run lacks is a failure too. */
export function brokenGoals(slopes: Record<string, number>, goals: SlopeGoal[] = SOAK_GOALS): string[] {
  return goals.flatMap((goal) => {
    const value = slopes[goal.figure];
    if (value === undefined || Number.isNaN(value)) return [`${goal.figure}: not measured`];
    return value > goal.perDay
      ? [`${goal.figure} grows ${value.toFixed(3)} ${goal.unit}/day (goal ≤ ${goal.perDay})`]
      : [];
  });
}

/** The standard error of {@link slope}: how far noise alone moves the line (0 with fewer than three points). */
export function slopeError(xs: number[], ys: number[]): number {
  const n = Math.min(xs.length, ys.length);
  if (n < 3) return 0;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  const b = slope(xs, ys);
  const residuals = xs.reduce((sum, x, i) => sum + (ys[i] - my - b * (x - mx)) ** 2, 0);
  const spread = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return spread === 0 ? 0 : Math.sqrt(residuals / (n - 2) / spread);
}
