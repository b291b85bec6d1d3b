import type { HealthSample, ProcessMemory } from '@cockpit/protocol';
import { isOnline, type WallRecord } from '../walls';

/** How often a wall's health is stored, and how long it is kept (the console shows the last day). */
export interface HealthTimings {
  sampleMs: number;
  keepMs: number;
}
export const DEFAULT_HEALTH_TIMINGS: HealthTimings = { sampleMs: 5 * 60_000, keepMs: 25 * 60 * 60_000 };

/** A player's memory reading older than this is not stored with the page's figures (its player stopped reporting). */
export const MEMORY_FRESH_MS = 2 * 60_000;

/**
 * The sample's time: the start of its interval. Every replica that samples a wall in the same interval writes the same
 * row (the key makes the second a no-op), and a wall never has more than one sample an interval: a day is bounded.
 */
export const sampleBucket = (now: number, sampleMs: number): number => Math.floor(now / sampleMs) * sampleMs;

/** Samples older than this are deleted. */
export const healthCutoff = (now: number, keepMs: number): number => now - keepMs;

export type StoredSample = HealthSample & { wallId: string };

/** One sample per online wall that reports its health or whose player reports its memory; offline walls have none. */
export function healthSamples(
  walls: Iterable<WallRecord>,
  memory: ReadonlyMap<string, { memory: ProcessMemory; at: number }>,
  now: number,
  sampleMs: number,
): StoredSample[] {
  const at = sampleBucket(now, sampleMs);
  const samples: StoredSample[] = [];
  for (const wall of walls) {
    if (!isOnline(wall, now)) continue;
    const { health, heapBytes } = wall.beat;
    const player = memory.get(wall.wallId);
    const fresh = player && now - player.at <= MEMORY_FRESH_MS ? player.memory : undefined;
    if (!health && heapBytes === undefined && !fresh) continue;
    samples.push({
      wallId: wall.wallId,
      at,
      ...(health?.fps === undefined ? {} : { fps: health.fps }),
      ...(health?.longFramesPerMin === undefined ? {} : { longFramesPerMin: health.longFramesPerMin }),
      ...(heapBytes === undefined ? {} : { heapBytes }),
      ...(fresh ? { rendererBytes: fresh.renderer, gpuBytes: fresh.gpu, browserBytes: fresh.browser } : {}),
    });
  }
  return samples;
}
