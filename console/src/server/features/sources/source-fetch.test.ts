import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchUpstream, type UpstreamRequest } from './source-fetch';

describe('fetching an upstream', () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${String(req.headers['x-token'] ?? '')}`);
      const path = new URL(req.url!, 'http://x').pathname;
      if (path === '/ok') return res.end(JSON.stringify({ code: 200, msg: 'ok', data: { n: 7 } }));
      if (path === '/same-host') return res.writeHead(302, { location: '/ok' }).end();
      if (path === '/metadata')
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (path === '/elsewhere') return res.writeHead(302, { location: `http://localhost:${port}/ok` }).end();
      if (path === '/huge')
        return res.writeHead(200, { 'content-length': String(2_000_000) }).end('x'.repeat(2_000_000));
      if (path === '/huge-chunked') {
        res.write('[');
        for (let i = 0; i < 300; i += 1) res.write(`"${'y'.repeat(1000)}",`);
        return res.end('0]');
      }
      if (path === '/slow') return void setTimeout(() => res.end('{}'), 3000).unref();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  );

  const request = (path: string, more: Partial<UpstreamRequest> = {}): UpstreamRequest => ({
    method: 'GET',
    url: `http://127.0.0.1:${port}${path}`,
    params: {},
    headers: {},
    timeoutMs: 1000,
    maxBytes: 100_000,
    ...more,
  });

  test('a listed address answers, with its params and headers', async () => {
    expect(
      await fetchUpstream(request('/ok', { params: { page: '1' }, headers: { 'x-token': 's3' } }), ['127.0.0.1']),
    ).toEqual({ ok: true, answer: { code: 200, msg: 'ok', data: { n: 7 } } });
    expect(seen).toContain('GET /ok?page=1 s3');
  });

  test('loopback is refused unless the address itself is listed, even behind a listed name', async () => {
    expect(await fetchUpstream(request('/ok'), [])).toMatchObject({
      ok: false,
      error: expect.stringContaining('不在数据源主机白名单'),
    });
    const named = await fetchUpstream(request('/ok', { url: `http://localhost:${port}/ok` }), ['localhost']);
    expect(named).toMatchObject({ ok: false, error: expect.stringMatching(/回环|链路本地/) });
  });

  test('a redirect stays on its host or is refused', async () => {
    expect(await fetchUpstream(request('/same-host'), ['127.0.0.1'])).toMatchObject({ ok: true });
    expect(await fetchUpstream(request('/metadata'), ['127.0.0.1'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('离开了白名单主机'),
    });
    expect(await fetchUpstream(request('/elsewhere'), ['127.0.0.1', 'localhost'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('离开了白名单主机'),
    });
  });

  test('a huge answer is cut off, declared or not', async () => {
    expect(await fetchUpstream(request('/huge'), ['127.0.0.1'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('太大'),
    });
    expect(await fetchUpstream(request('/huge-chunked'), ['127.0.0.1'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('太大'),
    });
  });

  test('a slow upstream times out, a closed one says it cannot connect', async () => {
    expect(await fetchUpstream(request('/slow', { timeoutMs: 300 }), ['127.0.0.1'])).toEqual({
      ok: false,
      error: '上游在 0.3 秒内没有回答（超时）',
    });
    const closed = await fetchUpstream(request('/ok', { url: 'http://127.0.0.1:1/ok' }), ['127.0.0.1']);
    expect(closed).toMatchObject({ ok: false, error: expect.stringContaining('无法连接上游') });
  });
});
