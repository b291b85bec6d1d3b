import { Value } from '@sinclair/typebox/value';
import { BEAT_MAX_BYTES, beatSchema, type PanelBeat, type SlotBeat, type WallBeat } from '@cockpit/protocol';

const REMOTES = ['teams', 'talent', 'chain', 'industry', 'services', 'notices', 'devices', 'hub'];

function build(wall: number, perSlot: number, title: number): WallBeat {
  const panel = (s: number, p: number): PanelBeat => ({
    panel: `${REMOTES[(s + p) % REMOTES.length]}/p${wall % 997}-${s}-${p}`,
    state: 'ready',
    build: `b@1.${p}.0+${wall}`,
    dataAgeMs: wall + p,
    shown: true,
  });
  const slots = Array.from({ length: 64 }, (_, s): SlotBeat => {
    const panels = Array.from({ length: perSlot }, (_, p) => panel(s, p));
    return {
      slot: `s${s}`,
      position: { x: s, y: s, width: 300, height: 200 },
      panel: panels[0].panel,
      title: 't'.repeat(title),
      state: 'ready',
      build: `teams@1.0.0+${wall}`,
      dataAgeMs: wall,
      errorCount: 0,
      rotation: panels.map((x) => x.panel),
      panels,
    };
  });
  return {
    group: 'hub',
    route: '/',
    shellBuild: `shell@1.0.0+${wall}`,
    sdkVersion: '2.0.0',
    uptimeMs: wall,
    beatIntervalMs: 15_000,
    viewport: { width: 1920, height: 1080, scale: 1 },
    heapBytes: wall,
    manifestRevision: `r${wall}`,
    slots,
  };
}

const fits = (beat: WallBeat) => Buffer.byteLength(JSON.stringify(beat)) <= BEAT_MAX_BYTES;
let shape: { perSlot: number; title: number; checked?: boolean } | undefined;

/**
 * The beat that costs the service the most memory that its schema and body limit allow: 64 slots, each with as full
 * a rotation of small panel entries as fits (many small objects cost more heap per byte than long strings), titles
 * taking the room left, just under {@link BEAT_MAX_BYTES}. `wall` makes every wall's strings its own.
 */
export function largestBeat(wall: number): WallBeat {
  if (!shape) {
    // Sized on a wall number wider than any the bench uses, so every wall's beat fits.
    let perSlot = 1;
    while (perSlot < 12 && fits(build(999_999_9, perSlot + 1, 1))) perSlot += 1;
    let title = 1;
    while (title < 120 && fits(build(999_999_9, perSlot, title + 1))) title += 1;
    shape = { perSlot, title };
  }
  const beat = build(wall, shape.perSlot, shape.title);
  if (!shape.checked && !Value.Check(beatSchema, beat)) throw new Error('largest beat is not a valid beat');
  shape.checked = true;
  return beat;
}
