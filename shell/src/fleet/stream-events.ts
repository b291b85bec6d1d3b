import {
  STREAM_SILENCE_KEEPALIVES,
  type StreamAction,
  type StreamChanged,
  type StreamKeepalive,
  type StreamReading,
  type StreamRefused,
  type StreamWelcome,
  type WallActionName,
} from '@cockpit/protocol';
import { asSourceReading } from '@cockpit/shared-sdk';

/**
 * The push stream's events as the wall reads them (`@cockpit/protocol`'s `StreamEvent`), looser where the wall must
 * live with another version of the service: a welcome may not name its interval, a change may be of a kind the wall
 * does not know, and the player's action is not the page's. Anything else the stream says is ignored.
 */
export type WallEvent =
  | (Partial<StreamWelcome> & Pick<StreamWelcome, 'type'>)
  | StreamKeepalive
  | Pick<StreamRefused, 'type' | 'reason'>
  | (Omit<StreamChanged, 'what'> & { what: string })
  | (Omit<StreamAction, 'action'> & { action: Exclude<WallActionName, 'restart-browser'> })
  | StreamReading;

/** How long a wall waits without hearing anything before it reconnects, when the service did not say how often it speaks. */
export const STREAM_SILENCE_MS = 60_000;
/** How long an opened stream may wait for its welcome (the service closes one without a hello after 5 s). */
export const STREAM_WELCOME_MS = 10_000;

/**
 * The silence after which a welcomed stream counts as dead: three of the keep-alive intervals the service named in
 * its welcome (1.5 s: 4.5 s, so a hung replica's walls move within seconds), else {@link STREAM_SILENCE_MS}.
 */
export function streamSilenceMs(keepaliveMs: number | undefined): number {
  return keepaliveMs === undefined ? STREAM_SILENCE_MS : keepaliveMs * STREAM_SILENCE_KEEPALIVES;
}

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length <= max ? value : undefined;

/** One message of the stream, if it is an event the wall knows (checked field by field: it came over the network). */
export function readWallEvent(data: unknown): WallEvent | undefined {
  if (typeof data !== 'string' || data.length > 4096) return undefined;
  let message: Record<string, unknown>;
  try {
    message = JSON.parse(data) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!message || typeof message !== 'object') return undefined;
  switch (message.type) {
    case 'welcome': {
      const every = message.keepaliveMs;
      return typeof every === 'number' && Number.isInteger(every) && every >= 500 && every <= 60_000
        ? { type: 'welcome', keepaliveMs: every }
        : { type: 'welcome' };
    }
    case 'keepalive':
      return { type: message.type };
    case 'refused':
      return { type: 'refused', reason: text(message.reason, 40) ?? '' };
    case 'changed':
      return text(message.what, 40) ? { type: 'changed', what: message.what as string } : undefined;
    case 'reading': {
      const { source, mapping } = message;
      if (typeof source !== 'number' || !Number.isInteger(source) || source < 1 || !text(mapping, 64)) return undefined;
      // A reading that does not read as one is dropped, not the event: the wall reads the mapping itself then.
      const reading = message.reading === undefined ? undefined : asSourceReading(message.reading);
      return { type: 'reading', source, mapping: mapping as string, ...(reading ? { reading } : {}) };
    }
    case 'action': {
      const id = text(message.id, 64);
      const action = message.action;
      if (!id || (action !== 'reload' && action !== 'identify' && action !== 'screenshot')) return undefined;
      const who = message.identity as Record<string, unknown> | undefined;
      const identity =
        who && text(who.name, 200) !== undefined && text(who.group, 200) !== undefined
          ? {
              name: who.name as string,
              group: who.group as string,
              ...(text(who.location, 200) ? { location: who.location as string } : {}),
            }
          : undefined;
      const showMs =
        typeof message.showMs === 'number' && message.showMs > 0 && message.showMs <= 60_000
          ? message.showMs
          : undefined;
      return { type: 'action', id, action, identity, showMs, requestId: text(message.requestId, 64) };
    }
    default:
      return undefined;
  }
}
