import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type GroupCanvasReply } from '../../../protocol';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import { checkCanvasEdit } from './canvas-check';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import { type ReleasesContext, mustBeActiveGroup } from '../releases';
import { describeCanvas, groupCanvas, saveGroupCanvas } from './group-canvases';

/** A canvas with 16 tiles and as many walls is a few kilobytes. */
const CANVAS_BODY_LIMIT = 16 * 1024;

const groupParams = Type.Object({ group: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false });
/** The shape is checked by the canvas's own schema (its reasons name the field); this only bounds the envelope. */
const canvasBody = Type.Object(
  {
    canvas: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
    tileWalls: Type.Optional(
      Type.Record(Type.String({ pattern: WALL_ID_PATTERN }), Type.String({ maxLength: 20 }), { maxProperties: 64 }),
    ),
  },
  { additionalProperties: false },
);
type GroupParams = { Params: { group: string } };

/** A group's design canvas: viewers read it, operators set it (checked against the group's pages, audited). */
export function canvasRoutes(ctx: ReleasesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<GroupParams>(
      '/api/groups/:group/canvas',
      { onRequest: requireRole(ctx, 'viewer'), schema: { params: groupParams } },
      async (request): Promise<GroupCanvasReply> => {
        const { group } = request.params;
        await mustBeActiveGroup(ctx, group);
        const stored = await groupCanvas(ctx.db, group);
        return stored ? { group, ...stored } : { group, canvas: null, tileWalls: {} };
      },
    );

    app.put<GroupParams & { Body: unknown }>(
      '/api/groups/:group/canvas',
      {
        config: { tells: { what: 'canvas', scope: 'group' } },
        onRequest: requireRole(ctx, 'operator'),
        bodyLimit: CANVAS_BODY_LIMIT,
        schema: { params: groupParams, body: canvasBody },
      },
      async (request): Promise<GroupCanvasReply> => {
        const { group } = request.params;
        await mustBeActiveGroup(ctx, group);
        const { pages } = await ctx.releases.groups.layouts(group);
        const edit = checkCanvasEdit(request.body, pages);
        const at = Date.now();
        const by = request.user!.username;
        await audited(ctx, request, { action: 'group.canvas', target: group, detail: describeCanvas(edit) }, (tx) =>
          saveGroupCanvas(tx, group, edit, by, at),
        );
        return { group, ...edit, updatedAt: at, updatedBy: by };
      },
    );
  };
}
