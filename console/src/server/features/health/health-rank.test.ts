import { sampleMemory as memoryOf, type HealthSample, type WallHealthRow } from '@cockpit/protocol';
import { HEALTH_LIMITS, judgeHealth, memoryGrowthPerHour, worstFirst } from './health-rank';

const MB = 1024 * 1024;
const HOUR = 3_600_000;
const growing = (perHour: number, hours = 3): HealthSample[] =>
  Array.from({ length: hours * 12 + 1 }, (_, i) => ({
    at: i * 5 * 60_000,
    rendererBytes: 200 * MB + (perHour * i) / 12,
    gpuBytes: 50 * MB,
  }));
const row = (wallId: string, more: Partial<WallHealthRow> = {}): WallHealthRow => ({
  wallId,
  name: wallId,
  group: 'hub',
  online: true,
  wallSetting: null,
  groupSetting: null,
  problems: [],
  samples: [],
  latest: { fps: 60, longFramesPerMin: 0, profile: 'standard', profileReason: 'default' },
  ...more,
});

test('memory is the renderer and GPU processes where the player reads them, else the JS heap', () => {
  expect(memoryOf({ at: 0, rendererBytes: 3, gpuBytes: 4, heapBytes: 100 })).toBe(7);
  expect(memoryOf({ at: 0, heapBytes: 100 })).toBe(100);
  expect(memoryOf({ at: 0 })).toBeUndefined();
});

test('growth is the slope over the samples, and needs an hour of them', () => {
  expect(memoryGrowthPerHour(growing(30 * MB))! / MB).toBeCloseTo(30, 5);
  expect(memoryGrowthPerHour(growing(30 * MB).slice(0, 6))).toBeUndefined();
  // A sawtooth (a planned reload dropping memory back) that is flat overall is not growth.
  const saw = Array.from({ length: 40 }, (_, i) => ({ at: i * 5 * 60_000, heapBytes: (i % 4) * 10 * MB }));
  expect(Math.abs(memoryGrowthPerHour(saw)!)).toBeLessThan(HEALTH_LIMITS.maxGrowthPerHour);
});

test('a wall is judged by its frames and the growth of its memory', () => {
  expect(judgeHealth(row('ok', { samples: growing(MB) }))).toEqual({ problems: [], severity: 0 });
  expect(
    judgeHealth(row('slow', { latest: { fps: 12, profile: 'standard', profileReason: 'default' } })).problems,
  ).toEqual(['帧率低（12 帧/秒）']);
  expect(
    judgeHealth(row('janky', { latest: { fps: 55, longFramesPerMin: 40, profile: 'light', profileReason: 'wall' } }))
      .problems,
  ).toEqual(['长帧多（40 次/分）']);
  expect(judgeHealth(row('leak', { samples: growing(60 * MB) })).problems).toEqual(['内存持续增长（每小时 +60.0 MB）']);
  // An offline wall's last figures are old: only its silence counts.
  expect(
    judgeHealth(row('gone', { online: false, latest: { fps: 5, profile: 'standard', profileReason: 'default' } }))
      .problems,
  ).toEqual(['离线']);
});

test('worst walls come first: more and worse problems, then the lower frame rate, then the name', () => {
  const rows = [
    row('a-ok'),
    row('b-leak', { samples: growing(60 * MB) }),
    row('c-slow-leak', {
      samples: growing(60 * MB),
      latest: { fps: 10, profile: 'standard', profileReason: 'default' },
    }),
    row('d-offline', { online: false }),
    row('e-fps-50', { latest: { fps: 50, profile: 'standard', profileReason: 'default' } }),
    row('f-slow', { latest: { fps: 20, profile: 'standard', profileReason: 'default' } }),
  ];
  expect(worstFirst(rows).map((r) => r.wallId)).toEqual([
    'c-slow-leak',
    'b-leak',
    'f-slow',
    'd-offline',
    'e-fps-50',
    'a-ok',
  ]);
  expect(worstFirst(rows)[0].problems).toHaveLength(2);
  expect(HOUR).toBe(HEALTH_LIMITS.growthSpanMs);
});
