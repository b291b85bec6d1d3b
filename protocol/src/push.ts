import type { SourceReading } from './source-reading';

/**
 * The push stream: one WebSocket per enrolled wall at `GET /api/walls/:wallId/stream` (upgrade).
 *
 * The wall's credential never goes in the URL: its first message is {@link StreamHello}. A socket that has not said
 * hello within {@link STREAM_HELLO_MS} is closed. The service answers {@link StreamWelcome}, or {@link StreamRefused}
 * (same reasons as a refused beat) and closes with {@link STREAM_CLOSE.refused}. A new stream of a wall replaces its
 * old one ({@link STREAM_CLOSE.replaced}). Every {@link STREAM_KEEPALIVE_MS} the service sends `keepalive` (and a
 * ping); the welcome names that interval, and a wall that hears nothing for {@link STREAM_SILENCE_KEEPALIVES} of them
 * reconnects: a replica that hangs (stopped, not dead: its connections stay open) loses its walls within seconds,
 * nginx gives up on it as soon, and they come back on another. The events say only what changed: the wall fetches
 * it by its usual paths.
 */
export const STREAM_HELLO_MS = 5_000;
/**
 * 1.5 s: nginx waits two of them (3 s) for a replica's upgrade answer and between a stream's messages, and a stream
 * reconnected to a hung replica before nginx marked it down pays that wait once more: its walls are streaming from
 * another within 7 s (issue 43: at 2 s and a 6 s wait, 12.3 s). 20-byte messages, 33 000 a second at 50 000 walls.
 */
export const STREAM_KEEPALIVE_MS = 1_500;
/** Keep-alives a wall (and nginx) may miss before it counts the stream as dead; also the pings a wall may leave unanswered. */
export const STREAM_SILENCE_KEEPALIVES = 3;
export const STREAM_CLOSE = { refused: 4401, forbidden: 4403, replaced: 4409, slow: 4429, noHello: 4408 } as const;

/** `restart-browser` (重启浏览器) goes to the wall PC's player (its next report), not over the page's stream. */
export const WALL_ACTIONS = ['reload', 'identify', 'screenshot', 'restart-browser'] as const;
export type WallActionName = (typeof WALL_ACTIONS)[number];
/** `profile`: an operator's profile for the wall or its group changed; the wall beats at once and its reply carries it. */
export type ChangeKind = 'layouts' | 'remotes' | 'group' | 'schedule' | 'profile';

export interface StreamHello {
  type: 'hello';
  secret: string;
}
/** `keepaliveMs`: how often this service sends `keepalive`, so the wall knows how long a silence may last. */
export interface StreamWelcome {
  type: 'welcome';
  keepaliveMs: number;
}
export interface StreamRefused {
  type: 'refused';
  error: string;
  reason: string;
}
export interface StreamKeepalive {
  type: 'keepalive';
}
export interface StreamChanged {
  type: 'changed';
  what: ChangeKind;
}
/** What a wall shows while it is identified (from the service's record: shown as text). */
export interface WallIdentity {
  name: string;
  group: string;
  location?: string;
}
export interface StreamAction {
  type: 'action';
  id: string;
  action: WallActionName;
  /** 识别: what to show, and for how long. */
  identity?: WallIdentity;
  showMs?: number;
  /** 截图: the screenshot request the picture answers. */
  requestId?: string;
}
/**
 * A data source's mapping has a new reading (after a fetch that changed it): the reading itself when its JSON is at
 * most {@link READING_PUSH_MAX_BYTES}, else only its name, and the wall reads it by its usual path at once. Sent to
 * every wall with a stream; a wall that shows no widget of that mapping ignores it.
 */
export interface StreamReading {
  type: 'reading';
  source: number;
  mapping: string;
  reading?: SourceReading;
}
export const READING_PUSH_MAX_BYTES = 2048;
export type StreamEvent =
  StreamWelcome | StreamRefused | StreamKeepalive | StreamChanged | StreamAction | StreamReading;

/** `POST /api/walls/:wallId/actions/:actionId/ack` (wall credential): the wall did it, or says why not. */
export interface ActionAck {
  ok: boolean;
  error?: string;
}

/** `POST /api/walls/:wallId/actions` (operator, audited `wall.action`). */
export interface ActionRequest {
  action: WallActionName;
}

export type ActionOutcome = 'pending' | 'done' | 'failed' | 'timeout' | 'offline';

/** One remote action as the console lists it (`GET /api/walls/:wallId/actions`, newest first). */
export interface WallActionInfo {
  id: string;
  action: WallActionName;
  requestedBy: string;
  requestedAt: number;
  outcome: ActionOutcome;
  answeredAt?: number;
  detail?: string;
  /** The outcome in words (已完成 / 墙面未响应（N 秒内无应答）/ 墙面离线，未发送). */
  words: string;
}

/** Whether a wall's stream is open now, and since when (`WallSummary.push`). */
export interface StreamState {
  connected: boolean;
  since?: number;
}
