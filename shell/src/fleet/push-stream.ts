import { STREAM_CLOSE } from '@cockpit/protocol';
import { readWallEvent, STREAM_SILENCE_MS, STREAM_WELCOME_MS, streamSilenceMs, type WallEvent } from './stream-events';
import { STREAM_BACKOFF_MAX_MS, streamBackoffMs } from './stream-backoff';

export interface PushStreamOptions {
  /** `ws(s)://…/api/walls/{wallId}/stream`. */
  url: string;
  /** The wall's credential, sent as the first message (never in the URL). */
  secret: string;
  onEvent: (event: WallEvent) => void;
  /** The service welcomed the stream; `again` when it is a reconnection (the wall fetches what it missed). */
  onOpen: (again: boolean) => void;
  /** The stream closed (polling carries on until it is back). */
  onClose: () => void;
  /** The silence allowed when the service does not name its keep-alive interval (default {@link STREAM_SILENCE_MS}). */
  silenceMs?: number;
  createSocket?: (url: string) => WebSocket;
}

/**
 * Keeps one stream to the fleet service open: reconnects with {@link streamBackoffMs} after a loss, after
 * {@link STREAM_WELCOME_MS} without a welcome, and after three of the keep-alives the welcome announced without a word
 * ({@link streamSilenceMs}: a hung replica, or a dead connection a proxy kept half-open). Nothing is queued: an event
 * is handled as it comes. Returns the stop function, which closes the socket and clears every timer.
 */
export function openPushStream(options: PushStreamOptions): () => void {
  const { silenceMs = STREAM_SILENCE_MS, createSocket = (url) => new WebSocket(url) } = options;
  let socket: WebSocket | undefined;
  let attempt = 0;
  let welcomed = 0;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;

  const listen = (ms: number) => {
    clearTimeout(silence);
    silence = setTimeout(() => socket?.close(), ms);
  };
  const connect = () => {
    if (stopped) return;
    const current = createSocket(options.url);
    socket = current;
    let open = false;
    let quietMs = silenceMs;
    current.onopen = () => {
      current.send(JSON.stringify({ type: 'hello', secret: options.secret }));
      listen(Math.min(STREAM_WELCOME_MS, silenceMs));
    };
    current.onmessage = (message) => {
      const event = readWallEvent(message.data);
      if (event?.type === 'welcome' && event.keepaliveMs !== undefined) quietMs = streamSilenceMs(event.keepaliveMs);
      listen(open || event?.type === 'welcome' ? quietMs : Math.min(STREAM_WELCOME_MS, silenceMs));
      if (!event) return;
      if (event.type === 'welcome') {
        open = true;
        attempt = 0;
        options.onOpen(welcomed++ > 0);
      } else options.onEvent(event);
    };
    current.onclose = (closed) => {
      clearTimeout(silence);
      if (socket !== current || stopped) return;
      if (open) options.onClose();
      // Refused, or another page of this wall holds the stream: try again only at the longest wait.
      const wait =
        closed.code === STREAM_CLOSE.refused || closed.code === STREAM_CLOSE.replaced
          ? STREAM_BACKOFF_MAX_MS
          : streamBackoffMs(attempt++);
      retry = setTimeout(connect, wait);
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearTimeout(silence);
    socket?.close(1000);
  };
}

/** The stream's URL for a fleet address (`http://fleet:3200/` → `ws://fleet:3200/api/walls/{id}/stream`; a path resolves against the page). */
export function streamUrl(fleetUrl: string, wallId: string, base: string = window.location.href): string {
  const url = new URL(`${fleetUrl.replace(/\/+$/, '')}/api/walls/${encodeURIComponent(wallId)}/stream`, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
