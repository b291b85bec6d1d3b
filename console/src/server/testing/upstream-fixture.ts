import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the test upstream answers next: data in the seed's envelope, or one of the faults a source must survive. */
export type UpstreamMode = 'ok' | 'down' | 'html' | 'error-in-200' | 'slow' | 'huge' | 'redirect-metadata';

/** A loopback HTTP upstream for source tests: counts its calls, records the last request's headers and query. */
export interface TestUpstream {
  url: string;
  port: number;
  calls: number;
  /** When each of the last 10 000 calls arrived (ms). */
  times: number[];
  mode: UpstreamMode;
  data: unknown;
  lastHeaders: Record<string, string | string[] | undefined>;
  lastQuery: string;
  close(): Promise<void>;
}

export async function startTestUpstream(port = 0): Promise<TestUpstream> {
  let server: Server;
  const upstream: TestUpstream = {
    url: '',
    port: 0,
    calls: 0,
    times: [],
    mode: 'ok',
    data: {},
    lastHeaders: {},
    lastQuery: '',
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server = createServer((req, res) => {
    upstream.calls += 1;
    upstream.times.push(Date.now());
    if (upstream.times.length > 10_000) upstream.times.shift();
    upstream.lastHeaders = req.headers;
    upstream.lastQuery = new URL(req.url!, 'http://x').search;
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    switch (upstream.mode) {
      case 'down':
        return void req.socket.destroy();
      case 'html':
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><h1>网关错误</h1>');
      case 'error-in-200':
        return json({ code: 500, msg: '服务繁忙', data: null });
      case 'slow':
        return void setTimeout(() => json({ code: 200, msg: 'ok', data: upstream.data }), 5000).unref();
      case 'huge':
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(`{"code":200,"data":"${'x'.repeat(3_000_000)}"}`);
      case 'redirect-metadata':
        return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam' }).end();
      default:
        return json({ code: 200, msg: 'ok', data: upstream.data });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  upstream.port = (server.address() as AddressInfo).port;
  upstream.url = `http://127.0.0.1:${upstream.port}`;
  return upstream;
}
