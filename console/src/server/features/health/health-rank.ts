import { sampleMemory, type HealthSample, type WallHealthRow } from '@cockpit/protocol';

/** What makes a wall unhealthy (the same bounds as the shipped Prometheus rules, console/prometheus/cockpit-alerts.yml). */
export const HEALTH_LIMITS = {
  /** Below this many frames a second motion stutters visibly. */
  minFps: 30,
  /** More long frames (> 50 ms) than this a minute. */
  maxLongFramesPerMin: 10,
  /** Memory growing faster than this, bytes an hour, over at least {@link HEALTH_LIMITS.growthSpanMs} (the alert rule reads six hours). */
  maxGrowthPerHour: 10 * 1024 * 1024,
  growthSpanMs: 60 * 60_000,
} as const;

const MB = 1024 * 1024;

/** Least-squares slope of memory over time, bytes an hour; undefined with fewer than 3 points or less than the span. */
export function memoryGrowthPerHour(
  samples: readonly HealthSample[],
  minSpanMs: number = HEALTH_LIMITS.growthSpanMs,
): number | undefined {
  const points = samples.flatMap((s) => {
    const bytes = sampleMemory(s);
    return bytes === undefined ? [] : [{ x: s.at / 3_600_000, y: bytes }];
  });
  if (points.length < 3 || (points[points.length - 1].x - points[0].x) * 3_600_000 < minSpanMs) return undefined;
  const mx = points.reduce((a, p) => a + p.x, 0) / points.length;
  const my = points.reduce((a, p) => a + p.y, 0) / points.length;
  const sxx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  return sxx === 0 ? undefined : points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0) / sxx;
}

/** A wall's problems in words, and how bad they are together (0: healthy). */
export function judgeHealth(row: Pick<WallHealthRow, 'online' | 'latest' | 'samples'>): {
  problems: string[];
  severity: number;
} {
  const problems: string[] = [];
  let severity = 0;
  if (!row.online) {
    problems.push('离线');
    severity += 1;
  }
  const fps = row.latest?.fps;
  if (row.online && fps !== undefined && fps < HEALTH_LIMITS.minFps) {
    problems.push(`帧率低（${fps} 帧/秒）`);
    severity += 2 + (HEALTH_LIMITS.minFps - fps) / HEALTH_LIMITS.minFps;
  }
  const long = row.latest?.longFramesPerMin;
  if (row.online && long !== undefined && long > HEALTH_LIMITS.maxLongFramesPerMin) {
    problems.push(`长帧多（${long} 次/分）`);
    severity += 2 + Math.min(1, long / 100);
  }
  const growth = memoryGrowthPerHour(row.samples);
  if (growth !== undefined && growth > HEALTH_LIMITS.maxGrowthPerHour) {
    problems.push(`内存持续增长（每小时 +${(growth / MB).toFixed(1)} MB）`);
    severity += 2 + Math.min(1, growth / (10 * HEALTH_LIMITS.maxGrowthPerHour));
  }
  return { problems, severity };
}

/** Walls worst first: the most severe problems, then the lowest frame rate, then by name. */
export function worstFirst<T extends Pick<WallHealthRow, 'online' | 'latest' | 'samples' | 'name' | 'wallId'>>(
  rows: readonly T[],
): (T & { problems: string[] })[] {
  const judged = rows.map((row) => ({ row, ...judgeHealth(row) }));
  judged.sort(
    (a, b) =>
      b.severity - a.severity ||
      (a.row.latest?.fps ?? Infinity) - (b.row.latest?.fps ?? Infinity) ||
      a.row.name.localeCompare(b.row.name, 'zh-CN') ||
      a.row.wallId.localeCompare(b.row.wallId),
  );
  return judged.map(({ row, problems }) => ({ ...row, problems }));
}
