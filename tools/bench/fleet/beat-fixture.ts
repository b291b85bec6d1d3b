import type { SlotBeat, WallBeat } from '@cockpit/protocol';

const REMOTES = ['teams', 'talent', 'chain', 'industry', 'services', 'notices', 'devices', 'hub'];

/** Which beat the bench sends: a wall's as it is now (every panel of each rotation), or the slot-only beat before it (the baseline). */
export type BeatShape = 'panels' | 'slots';

/** A beat like the `/` page's: 27 slots across the remotes, with builds, titles and data ages, and each slot's two panels. */
export function realisticBeat(group: string, wallIndex: number, round: number, shape: BeatShape = 'panels'): WallBeat {
  const slots: SlotBeat[] = Array.from({ length: 27 }, (_, i) => {
    const remote = REMOTES[i % REMOTES.length];
    // About one beat in a hundred changes a slot's state, as a wall with a flaky upstream would.
    const stale = (wallIndex + round) % 100 === 0 && i === 3;
    const build = `${remote}@1.${i % 3}.0+a1b2c3d4`;
    const panels = [
      {
        panel: `${remote}/panel-${i}`,
        state: stale ? ('stale' as const) : ('ready' as const),
        build,
        dataAgeMs: 1000 + round,
        shown: true,
      },
      { panel: `${remote}/panel-${i}b`, state: 'ready' as const, build, dataAgeMs: 2000 + round, shown: round > 1 },
    ];
    return {
      ...(shape === 'panels' ? { panels } : {}),
      slot: `slot-${i}`,
      position: { x: (i % 6) * 320, y: Math.floor(i / 6) * 216, width: 312, height: 208 },
      panel: `${remote}/panel-${i}`,
      title: `面板 ${i} 标题`,
      state: stale ? 'stale' : 'ready',
      build,
      dataAgeMs: 1000 + round,
      errorCount: 0,
      rotation: [`${remote}/panel-${i}`, `${remote}/panel-${i}b`],
    };
  });
  return {
    group,
    route: '/',
    shellBuild: 'shell@1.4.0+0011aabb',
    sdkVersion: '2.0.0',
    uptimeMs: round * 15_000,
    beatIntervalMs: 15_000,
    viewport: { width: 1920, height: 1080, scale: 1 },
    heapBytes: 80_000_000,
    manifestRevision: 'r-5f3e9a',
    remotes: Object.fromEntries(REMOTES.map((r) => [r, `http://cdn.example/${r}/1.0.0/mf-manifest.json`])),
    slots,
  };
}
