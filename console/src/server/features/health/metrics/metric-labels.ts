/** The label value that stands for every value past a metric's cap. */
export const OTHER_LABEL = 'other';

/** Distinct label values a metric keeps from what walls report, per label. */
export const LABEL_CAPS = { group: 200, remote: 100, build: 300 } as const;

/**
 * For one scrape: the `max` most frequent values keep their name (ties by name), every other one becomes
 * `other`, so walls reporting ever new builds or groups cannot create unbounded series.
 */
export function capByCount(values: Iterable<string>, max: number): (value: string) => string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const kept = new Set(
    [...counts.entries()]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, max)
      .map(([value]) => value),
  );
  return (value) => (kept.has(value) ? value : OTHER_LABEL);
}

/** For a counter, which lives across scrapes: the first `max` distinct values keep their name, later ones count as `other`. */
export class FirstSeenLabels {
  private readonly seen = new Set<string>();

  constructor(private readonly max: number) {}

  label(value: string): string {
    if (this.seen.has(value)) return value;
    if (this.seen.size >= this.max) return OTHER_LABEL;
    this.seen.add(value);
    return value;
  }
}
