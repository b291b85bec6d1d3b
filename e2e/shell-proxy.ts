import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forward } from './hang-proxy';

/** How the wall's server behaves: answers, takes requests and never answers, refuses connections, or answers an empty page. */
export type ShellServerMode = 'answer' | 'stall' | 'refuse' | 'blank';

/** A proxy in front of the shell's origin whose server can stall, go down or serve an empty page (the player's faults). */
export interface ShellProxy {
  /** `http://127.0.0.1:<port>`: the address the player's kiosk opens. */
  url: string;
  /**
   * From now on: `stall` holds requests open; `answer` answers them too (the server comes back), `refuse` drops them.
   * `keepHeld`: the requests it took while stalled stay unanswered (a server that answers new requests, not its stuck ones).
   */
  set(mode: ShellServerMode, keepHeld?: boolean): Promise<void>;
  /** Page loads (document requests) taken and never answered. */
  heldPages(): number;
  close(): Promise<void>;
}

/** Starts a proxy on `port` (127.0.0.1; 0: any free port) forwarding to the shell's origin `target`. */
export async function startShellProxy(port: number, target: string): Promise<ShellProxy> {
  const upstream = new URL(target);
  let mode: ShellServerMode = 'answer';
  const held: { incoming: IncomingMessage; response: ServerResponse; page: boolean }[] = [];
  const server = createServer((incoming, response) => {
    if (mode === 'stall') held.push({ incoming, response, page: incoming.headers['sec-fetch-dest'] === 'document' });
    else if (mode === 'blank')
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end('<!doctype html><title></title>');
    else forward(upstream, incoming, response);
  });
  let listening = port;
  const listen = () => new Promise<void>((resolve) => server.listen(listening, '127.0.0.1', resolve));
  await listen();
  // Port 0 (a benchmark's): the one the system gave, kept for a server that comes back up.
  listening = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${listening}`,
    async set(next, keepHeld = false) {
      if (mode === 'refuse' && next !== 'refuse') await listen();
      if (next === 'refuse' && mode !== 'refuse') {
        // Kept-alive connections would still be served: a server that is down has none.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        held.splice(0);
        await closed;
      }
      mode = next;
      if (next !== 'stall' && !keepHeld)
        for (const { incoming, response } of held.splice(0))
          if (!response.destroyed) forward(upstream, incoming, response);
    },
    heldPages: () => held.filter(({ response, page }) => page && !response.destroyed).length,
    close: () =>
      new Promise<void>((resolve) => {
        held.splice(0).forEach(({ response }) => response.destroy());
        if (mode === 'refuse') return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
