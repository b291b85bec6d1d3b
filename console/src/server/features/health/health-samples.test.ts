import type { WallBeat } from '@cockpit/protocol';
import { healthCutoff, healthSamples, MEMORY_FRESH_MS, sampleBucket } from './health-samples';
import type { WallRecord } from '../walls';

const NOW = Date.UTC(2026, 10, 28, 9, 7, 30);
const FIVE_MIN = 5 * 60_000;
const beat = (more: Partial<WallBeat> = {}): WallBeat => ({
  group: 'hub',
  route: '/',
  shellBuild: 's',
  sdkVersion: '1',
  uptimeMs: 1,
  beatIntervalMs: 15_000,
  viewport: { width: 1920, height: 1080, scale: 1 },
  manifestRevision: 'r',
  slots: [],
  ...more,
});
const wall = (wallId: string, lastSeen: number, more: Partial<WallBeat> = {}): WallRecord => ({
  wallId,
  group: 'hub',
  beat: beat(more),
  firstSeen: 0,
  lastSeen,
  offline: false,
});
const health = { fps: 58.5, longFramesPerMin: 1, profile: 'standard' as const, profileReason: 'default' as const };

test('a sample falls on the start of its interval: one a wall an interval, the same row on every replica', () => {
  expect(sampleBucket(NOW, FIVE_MIN)).toBe(Date.UTC(2026, 10, 28, 9, 5));
  expect(sampleBucket(NOW + 60_000, FIVE_MIN)).toBe(sampleBucket(NOW, FIVE_MIN));
});

test('samples older than the kept span are pruned, a day and more kept', () => {
  expect(healthCutoff(NOW, 25 * 3_600_000)).toBe(NOW - 25 * 3_600_000);
});

test("online walls are sampled with their beat's figures and their player's fresh memory; silent ones and walls with nothing to say are not", () => {
  const memory = new Map([
    ['lobby-1', { memory: { browser: 100, renderer: 300, gpu: 200, other: 5 }, at: NOW - 10_000 }],
    ['lobby-2', { memory: { browser: 100, renderer: 300, gpu: 200, other: 5 }, at: NOW - MEMORY_FRESH_MS - 1 }],
  ]);
  const samples = healthSamples(
    [
      wall('lobby-1', NOW - 5000, { health, heapBytes: 40e6 }),
      wall('lobby-2', NOW - 5000, { health }),
      wall('silent', NOW - 10 * 60_000, { health }),
      wall('old-shell', NOW - 5000),
    ],
    memory,
    NOW,
    FIVE_MIN,
  );
  const at = sampleBucket(NOW, FIVE_MIN);
  expect(samples).toEqual([
    {
      wallId: 'lobby-1',
      at,
      fps: 58.5,
      longFramesPerMin: 1,
      heapBytes: 40e6,
      rendererBytes: 300,
      gpuBytes: 200,
      browserBytes: 100,
    },
    { wallId: 'lobby-2', at, fps: 58.5, longFramesPerMin: 1 },
  ]);
});
