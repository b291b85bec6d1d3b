/**
 * The wall's own device benchmark: a fixed piece of script work (objects, arrays, strings, floating point, like a
 * panel's render and a chart's layout) run in a few short slices, each followed by a yield so the page stays
 * responsive. The score is the best slice's rate scaled so that the reference machine (2-core CI box, no
 * throttling) scores about 100: a device four times slower scores about 25. The best, not the median: other work on
 * the PC (a GC, a timer, another process) only ever slows a slice, so the fastest one is the device's own speed.
 */

/** Work units per ms that score 100: the reference machine's Chromium measured 47 units/ms under a load average of about 30 (so it scores about 94 loaded, more when quiet). */
export const REFERENCE_UNITS_PER_MS = 50;

/** The benchmark's shape: slices of `sliceMs` each, a yield between them (about 6 × 40 ms = a quarter second of work). */
export interface BenchShape {
  slices: number;
  sliceMs: number;
}
export const BENCH_SHAPE: BenchShape = { slices: 6, sliceMs: 40 };

/** One unit of work; returns a number so the engine cannot drop it. */
export function benchUnit(seed: number): number {
  const rows: { id: number; name: string; value: number }[] = [];
  for (let i = 0; i < 40; i += 1)
    rows.push({ id: i, name: `第${(seed + i) % 97}行`, value: Math.sin(seed + i) * 1000 });
  rows.sort((a, b) => a.value - b.value);
  let text = '';
  for (const row of rows.slice(0, 8)) text += `${row.name}:${row.value.toFixed(1)};`;
  return text.length + rows[0].id;
}

/** The score of slices' rates (units per ms): the best, so slices slowed by a timer, a GC or another process do not count. */
export function scoreOf(rates: readonly number[], reference = REFERENCE_UNITS_PER_MS): number {
  if (!rates.length) return 0;
  return Math.round((Math.max(...rates) / reference) * 100 * 10) / 10;
}

/** A slice's most units, ten times what the reference machine does in one: a clock that does not move (frozen, or stuck) ends the slice instead of holding the page forever. */
export const MAX_UNITS_PER_SLICE = 20_000;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs the benchmark; resolves with the device's score. `signal` stops it between slices (the page is leaving). */
export async function measureDevice(
  signal: AbortSignal,
  shape: BenchShape = BENCH_SHAPE,
  now = () => performance.now(),
): Promise<number | undefined> {
  const rates: number[] = [];
  let sink = 0;
  for (let slice = 0; slice < shape.slices; slice += 1) {
    await pause();
    if (signal.aborted) return undefined;
    const start = now();
    let units = 0;
    let elapsed = 0;
    while (elapsed < shape.sliceMs && units < MAX_UNITS_PER_SLICE) {
      sink += benchUnit(units + slice);
      units += 1;
      elapsed = now() - start;
    }
    if (elapsed > 0) rates.push(units / elapsed);
  }
  // No slice measured anything (the clock never moved): no score, rather than a score of 0 that would make the wall light.
  if (!rates.length) return undefined;
  // The sink is read so the work is kept; it is never an answer.
  return sink < 0 ? 0 : scoreOf(rates);
}
