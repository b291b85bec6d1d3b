import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a receiver got. */
export interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** When it came (epoch ms). */
  at: number;
}

/** A local HTTP receiver for notices: answers each request with the next scripted status (the last one repeats). */
export interface NoticeReceiver {
  url: string;
  received: Received[];
  /** Resolves once `count` requests have come (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startNoticeReceiver(
  statuses: number[] = [200],
  answer = '{"errcode":0,"errmsg":"ok"}',
  port = 0,
): Promise<NoticeReceiver> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        at: Date.now(),
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)];
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(status >= 500 ? '{"error":"receiver down"}' : answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`receiver got ${received.length} of ${count} requests`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
