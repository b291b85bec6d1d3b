import WebSocket from 'ws';
import { messageText } from '../core/push/stream-hub';
import type { WallBeat } from '@cockpit/protocol';

/** A simulated wall on several replicas: one push stream at a time, beats to the replica it streams from. */
export interface SimWall {
  readonly wallId: string;
  /** The replica URL whose stream welcomed it last, while that stream is open. */
  streamingFrom(): string | undefined;
  /** When its stream dropped last and when it was welcomed last (epoch ms). */
  droppedAt: number | undefined;
  welcomedAt: number | undefined;
  /** Beats answered 200. */
  beatsOk: number;
  /** The wall goes dark: no stream, no beat. */
  close(): void;
}

/**
 * Starts a wall that streams from `urls[start % n]` and, when that stream drops (its replica killed), from the next
 * one that answers, as a wall behind a proxy with passive health checks would; it beats every `beatMs` to the replica
 * it streams from (to the next URL when that fails), with `beat()` as body.
 */
export function startSimWall(
  wall: { wallId: string; secret: string },
  urls: readonly string[],
  options: { start: number; beatMs: number; beat: () => WallBeat; reconnectMs?: number },
): SimWall {
  let next = options.start;
  let socket: WebSocket | undefined;
  let streaming: string | undefined;
  let closed = false;
  const state: SimWall = {
    wallId: wall.wallId,
    droppedAt: undefined,
    welcomedAt: undefined,
    beatsOk: 0,
    streamingFrom: () => streaming,
    close() {
      closed = true;
      clearInterval(beating);
      socket?.terminate();
    },
  };
  const connect = () => {
    if (closed) return;
    const url = urls[next++ % urls.length];
    const ws = (socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/walls/${wall.wallId}/stream`));
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', secret: wall.secret })));
    ws.on('message', (data) => {
      if ((JSON.parse(messageText(data)) as { type: string }).type !== 'welcome') return;
      streaming = url;
      state.welcomedAt = Date.now();
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (streaming === url) state.droppedAt = Date.now();
      if (socket === ws) streaming = undefined;
      // A wall's own back-off before it tries the next address (the shell's stream client does the same).
      if (!closed && socket === ws) setTimeout(connect, options.reconnectMs ?? 250).unref();
    });
  };
  const beatOnce = async () => {
    const url = streaming ?? urls[next % urls.length];
    try {
      const answer = await fetch(`${url}/api/walls/${wall.wallId}/beat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${wall.secret}` },
        body: JSON.stringify(options.beat()),
        signal: AbortSignal.timeout(3000),
      });
      await answer.arrayBuffer();
      if (answer.status === 200) state.beatsOk += 1;
    } catch {
      // Its replica is gone: the stream's reconnect moves it; until then the next beat tries the next address.
      if (!streaming) next += 1;
    }
  };
  const beating = setInterval(() => void beatOnce(), options.beatMs);
  beating.unref();
  connect();
  void beatOnce();
  return state;
}
