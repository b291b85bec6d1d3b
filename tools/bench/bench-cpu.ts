import type { Browser } from '@playwright/test';
import { defaultLayouts } from '../deploy/default-layouts';
import { freshPage, waitAllReady } from './bench-browser';

/** Main-thread load of a page at rest: share of wall time in tasks (busy) and main-thread CPU time (cpu), %. */
export interface Steady {
  busyPct: number;
  cpuPct: number;
}

const { hub: hubPage, xndx: xndxPage } = defaultLayouts().pages;

/** Every panel of both index pages (default layouts) with the size of its slot (a rotating slot's panels all get its size). */
export function panelsAtSlotSize(): { id: string; w: number; h: number }[] {
  const seen = new Set<string>();
  return [...hubPage.slots, ...xndxPage.slots].flatMap((slot) =>
    slot.panels.filter((id) => !seen.has(id) && seen.add(id)).map((id) => ({ id, w: slot.w, h: slot.h })),
  );
}

/** How many frames a page shows at once (one per slot). */
export const framesOf = (path: string) => (path === '/xndx' ? xndxPage : hubPage).slots.length;

/** One full turn of a page's longest rotation: by then every panel has been shown once (the wall's steady state). */
export function rotationCycleMs(path: string): number {
  const layout = path === '/xndx' ? xndxPage : hubPage;
  return Math.max(
    0,
    ...layout.slots
      .filter((slot) => slot.panels.length > 1)
      .map((slot) => slot.panels.length * (slot.rotateMs ?? 20_000)),
  );
}

/**
 * Opens `url` at 1920x1080, waits until `frames` panels are ready and `warmMs` more (entry
 * animations over; for a page, every rotation round once), then measures the main thread for `seconds`: CDP `TaskDuration` (busy) and `ThreadTime`
 * (CPU; on a shared machine busy time also counts the time the thread waited for a core).
 */
export async function steadyLoad(
  browser: Browser,
  url: string,
  frames: number,
  seconds: number,
  warmMs = 5000,
): Promise<Steady> {
  const { context, page, cdp } = await freshPage(browser);
  try {
    await page.goto(url);
    await waitAllReady(page, frames, Date.now());
    await page.waitForTimeout(warmMs);
    await cdp.send('Performance.enable');
    const sample = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    };
    const before = await sample();
    await page.waitForTimeout(seconds * 1000);
    const after = await sample();
    const wall = after('Timestamp') - before('Timestamp');
    const share = (name: string) => ((after(name) - before(name)) / wall) * 100;
    return { busyPct: share('TaskDuration'), cpuPct: share('ThreadTime') };
  } finally {
    await context.close();
  }
}

/** A figure line: busy and CPU share, with the budget mark. */
export const steadyLine = (label: string, s: Steady, budgetPct: number) =>
  `  ${label.padEnd(44)} busy ${s.busyPct.toFixed(2).padStart(5)} %   cpu ${s.cpuPct.toFixed(2).padStart(5)} %   ${s.busyPct <= budgetPct ? '✓' : `✗ > ${budgetPct} %`}`;
