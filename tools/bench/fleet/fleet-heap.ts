import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Fleet } from '../../../console/src/server/features/walls/fleet';
import type { EnrolledWall } from '../../../console/src/server/features/walls/enrolled-walls';
import { largestBeat } from './largest-beat';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap figures of one fleet filled with the largest beats allowed. */
export interface FleetHeap {
  /** Bytes of heap per wall: median and spread over the rounds. */
  perWall: { median: number; min: number; max: number };
  beatBytes: number;
  heapLimit: number;
}

function settledHeap(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** One round in its own call: nothing of it stays on the caller's frame to be counted in the next round's baseline. */
function measureRound(walls: number, round: number): number {
  const before = settledHeap();
  const registry = new Map<string, EnrolledWall>();
  const fleet = new Fleet((id) => registry.has(id));
  for (let i = 0; i < walls; i += 1) {
    const wallId = `bench-${round}-${i}`;
    registry.set(wallId, {
      wallId,
      name: `测试墙面 ${i}`,
      group: 'hub',
      claimedAt: 0,
      claimedBy: 'bench',
      via: 'pairing',
      updatedAt: 0,
      live: true,
    });
    // Parsed from its own text, as the route does; the text itself is garbage once parsed.
    fleet.recordBeat(
      wallId,
      'hub',
      JSON.parse(JSON.stringify(largestBeat(WALL_NUMBER_BASE + round * walls + i))) as ReturnType<typeof largestBeat>,
      Date.now(),
    );
  }
  // What waits to be written is not kept: the writer takes it every couple of seconds.
  fleet.takeWrites();
  const after = settledHeap();
  if (fleet.walls.size !== walls || registry.size !== walls) throw new Error('fleet lost walls');
  return (after - before) / walls;
}

/** Wall numbers of six digits: every wall's beat is the same, largest size. */
const WALL_NUMBER_BASE = 100_000;

/**
 * What one enrolled wall costs the service in heap at the largest beat allowed: its latest beat, the fleet's
 * bookkeeping of it and its enrolment record. `walls` per round, several rounds (median and spread).
 */
export function measureFleetHeap(walls: number, rounds: number): FleetHeap {
  const samples = Array.from({ length: rounds }, (_, round) => measureRound(walls, round));
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    perWall: { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1] },
    beatBytes: Buffer.byteLength(JSON.stringify(largestBeat(WALL_NUMBER_BASE))),
    heapLimit: getHeapStatistics().heap_size_limit,
  };
}
