/** A sample summarised: median, quartiles (linear interpolation) and range. */
export interface Spread {
  median: number;
  q1: number;
  q3: number;
  min: number;
  max: number;
  n: number;
}

function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/** The 99th percentile (nearest rank). */
export const p99 = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.99) - 1)];

/** The median, quartiles and range of a non-empty list of numbers. */
export function spreadOf(values: number[]): Spread {
  if (values.length === 0) throw new Error('spreadOf: no values');
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    q1: quantile(sorted, 0.25),
    q3: quantile(sorted, 0.75),
    min: sorted[0],
    max: sorted[sorted.length - 1],
    n: sorted.length,
  };
}

/**
 * Federated against monolith from loads taken in turn: the ratio of the two medians (the figure
 * judged) and the spread of the ratios of each pair (load i of one side against load i of the
 * other, taken moments apart, so a burst of load on the shared machine hits both).
 */
export function pairedRatio(federated: number[], monolith: number[]): { ratio: number; pairs: Spread } {
  const n = Math.min(federated.length, monolith.length);
  if (n === 0) throw new Error('pairedRatio: no loads');
  const pairs = Array.from({ length: n }, (_, i) => federated[i] / monolith[i]);
  return { ratio: spreadOf(federated).median / spreadOf(monolith).median, pairs: spreadOf(pairs) };
}

/** `median (IQR q1–q3, range min–max)` with `digits` decimals and a unit. */
export function describeSpread(s: Spread, unit = '', digits = 0): string {
  const f = (v: number) => `${v.toFixed(digits)}${unit}`;
  return `${f(s.median)} (IQR ${f(s.q1)}–${f(s.q3)}, range ${f(s.min)}–${f(s.max)}, n=${s.n})`;
}
