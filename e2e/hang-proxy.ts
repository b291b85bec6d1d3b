import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

/** A proxy in front of the API that can hang: take requests and answer none, until released. */
export interface HangProxy {
  /** `http://127.0.0.1:<port>`: the display's API host. */
  url: string;
  /** From now on requests are held open (not refused, not answered). */
  hang(): void;
  /** Forwards the held requests and every later one again. */
  release(): void;
  /** How many requests are held open now. */
  held(): number;
  close(): Promise<void>;
}

/** Passes one request on to `target` and its answer back, as it comes. */
export function forward(target: URL, incoming: IncomingMessage, response: ServerResponse): void {
  const upstream = request(
    {
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, host: target.host },
    },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  incoming.pipe(upstream);
}

/** Starts a proxy on `port` forwarding to `target` (the API's origin). */
export async function startHangProxy(port: number, target: string): Promise<HangProxy> {
  const upstream = new URL(target);
  let hanging = false;
  const held: [IncomingMessage, ServerResponse][] = [];
  const server = createServer((incoming, response) => {
    if (hanging) held.push([incoming, response]);
    else forward(upstream, incoming, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    hang: () => void (hanging = true),
    release() {
      hanging = false;
      for (const [incoming, response] of held.splice(0)) if (!response.destroyed) forward(upstream, incoming, response);
    },
    held: () => held.filter(([, response]) => !response.destroyed).length,
    close: () =>
      new Promise<void>((resolve) => {
        held.splice(0).forEach(([, response]) => response.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
