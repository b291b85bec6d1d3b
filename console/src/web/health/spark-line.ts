import type { HealthSample } from '@cockpit/protocol';

/** An SVG polyline's points for one figure of the samples over [from, to], scaled to its own range (null: fewer than 2 points). */
export function sparkPoints(
  samples: readonly HealthSample[],
  read: (s: HealthSample) => number | undefined,
  from: number,
  to: number,
  width: number,
  height: number,
): string | null {
  const points = samples.flatMap((s) => {
    const value = read(s);
    return value === undefined || s.at < from || s.at > to ? [] : [{ at: s.at, value }];
  });
  if (points.length < 2) return null;
  const values = points.map((p) => p.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A flat line sits in the middle; a moving one fills the height, with a pixel of margin for the stroke.
  const y = (v: number) => (high === low ? height / 2 : 1 + (1 - (v - low) / (high - low)) * (height - 2));
  const x = (at: number) => ((at - from) / Math.max(1, to - from)) * width;
  return points.map((p) => `${x(p.at).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
}

/** Bytes as MB, one decimal. */
export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
