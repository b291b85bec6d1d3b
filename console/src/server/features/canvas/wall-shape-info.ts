import { DEFAULT_CANVAS } from '@cockpit/shared-sdk/layout-schema';
import type { WallShapeInfo } from '../../../protocol';
import type { WallBeat } from '@cockpit/protocol';
import type { Queryable } from '../../core/db/adapter';
import { groupCanvas } from './group-canvases';
import { screenMismatch } from './canvas-check';

/** What the console says of a wall's canvas: its group's (or the seed's), its tile, a screen that does not fit, its clock. */
export async function wallShapeInfo(
  db: Queryable,
  group: string,
  wallId: string,
  beat: Pick<WallBeat, 'viewport' | 'clock'>,
): Promise<WallShapeInfo> {
  const stored = await groupCanvas(db, group);
  const canvas = stored?.canvas ?? DEFAULT_CANVAS;
  const tileId = stored?.tileWalls[wallId];
  const tile = stored?.canvas.tiles?.find((t) => t.id === tileId);
  const shows = tile ?? canvas;
  // A group that set a canvas of its own did so for its wall's screen: a screen of another size is said too.
  const mismatch = screenMismatch(beat.viewport, shows, !!stored);
  return {
    canvas: `${canvas.width}×${canvas.height}`,
    ...(tile ? { tile: tile.id } : {}),
    ...(mismatch ? { mismatch } : {}),
    ...(beat.clock ? { clock: beat.clock } : {}),
  };
}
