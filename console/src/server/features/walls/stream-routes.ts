import fastifyWebsocket from '@fastify/websocket';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { STREAM_CLOSE, STREAM_HELLO_MS, STREAM_KEEPALIVE_MS, type StreamEvent } from '@cockpit/protocol';
import type { WallsContext } from './walls-context';
import { WALL_REFUSALS, wallParams, wallRateLimits } from './wall-credential';
import { messageText } from '../../core/push/stream-hub';

const helloSchema = Type.Object(
  { type: Type.Literal('hello'), secret: Type.String({ minLength: 1, maxLength: 512 }) },
  { additionalProperties: false },
);

/** The wall's hello, or undefined when the first message is not one (not JSON, wrong shape). */
export function readHello(data: RawData): string | undefined {
  try {
    const message: unknown = JSON.parse(messageText(data));
    return Value.Check(helloSchema, message) ? message.secret : undefined;
  } catch {
    return undefined;
  }
}

const say = (socket: WebSocket, event: StreamEvent) => socket.send(JSON.stringify(event));

/**
 * `GET /api/walls/:wallId/stream`: the wall's WebSocket. The credential comes in the first message (never the URL),
 * checked like a beat's; a socket that says nothing for {@link STREAM_HELLO_MS} is closed. Messages after the hello are ignored.
 */
export function streamRoutes(ctx: WallsContext) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(fastifyWebsocket, { options: { maxPayload: 1024 } });
    const limits = wallRateLimits(app, 'stream', ctx.limits.beatsPerAddress, ctx.limits.beatsPerWall);

    app.get<{ Params: { wallId: string } }>(
      '/api/walls/:wallId/stream',
      { websocket: true, onRequest: limits.byAddress, schema: { params: wallParams } },
      (socket, request) => {
        const { wallId } = request.params;
        let attached = false;
        const noHello = setTimeout(() => socket.close(STREAM_CLOSE.noHello, 'no hello'), STREAM_HELLO_MS);
        socket.on('close', () => {
          clearTimeout(noHello);
          if (attached) ctx.push.detach(wallId, socket);
        });
        socket.on('pong', () => ctx.push.pong(wallId, socket));
        socket.once('message', (data) => {
          clearTimeout(noHello);
          const secret = readHello(data);
          if (!secret) return void socket.close(STREAM_CLOSE.refused, 'hello expected');
          void ctx.walls.check(`Bearer ${secret}`).then(
            (verdict) => {
              if (socket.readyState !== socket.OPEN) return;
              if (!verdict.ok) {
                say(socket, { type: 'refused', error: WALL_REFUSALS[verdict.reason], reason: verdict.reason });
                return void socket.close(STREAM_CLOSE.refused, verdict.reason);
              }
              if (verdict.wall.wallId !== wallId) return void socket.close(STREAM_CLOSE.forbidden, 'another wall');
              attached = true;
              ctx.push.attach(wallId, socket);
              say(socket, { type: 'welcome', keepaliveMs: STREAM_KEEPALIVE_MS });
            },
            () => socket.close(1011, 'check failed'),
          );
        });
      },
    );
  };
}
