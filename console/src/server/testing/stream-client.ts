import WebSocket from 'ws';
import { messageText } from '../core/push/stream-hub';
import type { StreamEvent } from '@cockpit/protocol';

/** A wall's stream as a test opens it: every event it heard, and how it closed. */
export interface TestStream {
  events: StreamEvent[];
  closed: Promise<number>;
  /** Waits for an event matching `match` (already heard or still to come). */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

/** Opens `/api/walls/:wallId/stream` and says hello with `secret` (nothing said when it is undefined). */
export function openStream(serviceUrl: string, wallId: string, secret: string | undefined): Promise<TestStream> {
  const socket = new WebSocket(`${serviceUrl.replace(/^http/, 'ws')}/api/walls/${wallId}/stream`);
  const events: StreamEvent[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    events.push(JSON.parse(messageText(data)) as StreamEvent);
    for (const listener of listeners) listener();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next: TestStream['next'] = (match, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (!found) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no matching event in ${timeoutMs} ms; heard ${JSON.stringify(events)}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      if (secret !== undefined) socket.send(JSON.stringify({ type: 'hello', secret }));
      resolve({ events, closed, next, close: () => socket.close() });
    });
  });
}
