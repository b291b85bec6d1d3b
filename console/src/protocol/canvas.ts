import type { Canvas } from '@cockpit/shared-sdk/layout-schema';

/**
 * `GET /api/groups/:group/canvas` (viewer) and `PUT` (operator, audited `group.canvas`, body `{canvas, tileWalls}`):
 * a group's design canvas (null: the seed's 1920×1080) and which wall shows which of its tiles.
 */
export interface GroupCanvasReply {
  group: string;
  canvas: Canvas | null;
  tileWalls: Record<string, string>;
  updatedAt?: number;
  updatedBy?: string;
}
