import { STREAM_CLOSE, STREAM_SILENCE_KEEPALIVES, type StreamEvent } from '@cockpit/protocol';
import type { RawData } from 'ws';

/** A stream message's text: `ws` hands a frame over as one buffer, fragments or an ArrayBuffer. */
export const messageText = (data: RawData): string =>
  (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');

/** What the hub needs of a socket (a `ws` WebSocket has it; tests pass a fake). */
export interface StreamSocket {
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code: number, reason: string): void;
  terminate(): void;
  ping(): void;
}

/** Bytes a wall may leave unread before it counts as a slow consumer and is dropped (events are ~100 bytes). */
export const MAX_BUFFERED_BYTES = 64 * 1024;

interface OpenStream {
  socket: StreamSocket;
  since: number;
  /** Pings in a row left unanswered: at {@link STREAM_SILENCE_KEEPALIVES} the socket is dead (a busy wall may be late for one). */
  missed: number;
}

/**
 * Every open stream, one per wall: a new one replaces the old. Sending never queues here: an event goes to the
 * socket at once, and a socket that has more than {@link MAX_BUFFERED_BYTES} unsent is dropped (the wall
 * reconnects and fetches what it missed).
 */
export class StreamHub {
  private readonly open = new Map<string, OpenStream>();

  /** `onHolding`: this hub began or stopped holding a wall's stream (the replicas' shared record of who holds which). */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly onHolding: (wallId: string, holding: boolean) => void = () => undefined,
  ) {}

  /** The wall's stream is now `socket`; an older one of the same wall is closed as replaced. */
  attach(wallId: string, socket: StreamSocket): void {
    const old = this.open.get(wallId);
    this.open.set(wallId, { socket, since: this.now(), missed: 0 });
    this.onHolding(wallId, true);
    if (old && old.socket !== socket) old.socket.close(STREAM_CLOSE.replaced, 'replaced by a newer stream');
  }

  /** The socket closed: forgets it unless a newer stream has already replaced it. */
  detach(wallId: string, socket: StreamSocket): void {
    if (this.open.get(wallId)?.socket !== socket) return;
    this.open.delete(wallId);
    this.onHolding(wallId, false);
  }

  /** The socket answered a ping. */
  pong(wallId: string, socket: StreamSocket): void {
    const stream = this.open.get(wallId);
    if (stream?.socket === socket) stream.missed = 0;
  }

  /** Sends one event to a wall; false when it has no open stream or was dropped as too slow. */
  send(wallId: string, event: StreamEvent): boolean {
    const stream = this.open.get(wallId);
    return stream ? this.write(wallId, stream, JSON.stringify(event)) : false;
  }

  private write(wallId: string, stream: OpenStream, text: string): boolean {
    if (stream.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.drop(wallId, STREAM_CLOSE.slow, 'too slow');
      return false;
    }
    stream.socket.send(text);
    return true;
  }

  /** Sends one event to each of `wallIds` that has a stream; returns how many were sent. */
  sendAll(wallIds: Iterable<string>, event: StreamEvent): number {
    let sent = 0;
    for (const wallId of wallIds) if (this.send(wallId, event)) sent++;
    return sent;
  }

  /** Sends one event to every wall with a stream here (written once, however many walls); returns how many were sent. */
  sendEveryone(event: StreamEvent): number {
    const text = JSON.stringify(event);
    let sent = 0;
    for (const [wallId, stream] of [...this.open]) if (this.write(wallId, stream, text)) sent++;
    return sent;
  }

  /** Closes a wall's stream (its credential was revoked, it was retired, or it is too slow). */
  drop(wallId: string, code: number, reason: string): void {
    const stream = this.open.get(wallId);
    if (!stream) return;
    this.open.delete(wallId);
    this.onHolding(wallId, false);
    stream.socket.close(code, reason);
  }

  /** When the wall's stream opened, if it is open. */
  since(wallId: string): number | undefined {
    return this.open.get(wallId)?.since;
  }

  get size(): number {
    return this.open.size;
  }

  /** One keep-alive round: ends sockets that left the last pings unanswered, pings the rest and sends `keepalive`. */
  keepalive(): void {
    for (const [wallId, stream] of [...this.open]) {
      if (stream.missed >= STREAM_SILENCE_KEEPALIVES) {
        this.open.delete(wallId);
        this.onHolding(wallId, false);
        stream.socket.terminate();
        continue;
      }
      stream.missed += 1;
      stream.socket.ping();
      this.send(wallId, { type: 'keepalive' });
    }
  }

  /** Closes every stream (the service stops). */
  closeAll(): void {
    for (const wallId of [...this.open.keys()]) this.drop(wallId, 1001, 'service stopping');
  }
}
