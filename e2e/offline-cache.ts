import type { Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import { shownFrames } from './wall-stack';

/** What the wall's worker routes, in the page's resource list: scripts, manifests, runtime files and data calls. */
export function missingFromCache(page: Page, apiUrl: string): Promise<string[]> {
  return page.evaluate(async (api) => {
    const routed = (name: string) => {
      const url = new URL(name);
      return (
        name.startsWith(api) ||
        /\.[0-9a-f]{8}\.js$|\/(remoteEntry|main|boot|prefetch)\.js$|\/(mf-manifest|config|remotes|layouts)\.json$/.test(
          url.pathname,
        )
      );
    };
    const remotes = (window as unknown as { __cockpit: { remotes: () => Record<string, string> } }).__cockpit.remotes();
    const runtimeFiles = ['config', 'remotes', 'layouts'].map((file) => `${location.origin}/${file}.json`);
    const wanted = [
      `${location.origin}/`,
      ...runtimeFiles,
      ...Object.values(remotes),
      ...performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter(routed),
    ];
    const missing: string[] = [];
    for (const name of new Set(wanted)) if (!(await caches.match(name))) missing.push(name);
    return missing;
  }, apiUrl);
}

/** Every data answer the worker keeps, with its envelope's code. */
export function keptDataCodes(page: Page): Promise<{ url: string; code: unknown }[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('cockpit-data');
    return Promise.all(
      (await cache.keys()).map(async (request) => ({
        url: request.url,
        code: ((await (await cache.match(request))!.json()) as { code?: unknown }).code,
      })),
    );
  });
}

/** An API gone wrong on the API's port: HTTP 200 to every call, with `{"code":500}` or a captive portal's HTML page. */
export interface HostileApi {
  mode: 'error-200' | 'html';
  hits: number;
  close(): Promise<void>;
}

export async function startHostileApi(port: number): Promise<HostileApi> {
  const api: HostileApi = {
    mode: 'error-200',
    hits: 0,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  const server: Server = createServer((request, response) => {
    api.hits += 1;
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (api.mode === 'error-200')
      return void response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 500, msg: '服务器内部错误（测试）' }));
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<html><body><h1>请先登录访客 Wi-Fi</h1></body></html>');
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return api;
}

/** Servers that take every connection on `ports` and never answer (a network that hangs), until closed. */
export async function holdPorts(ports: readonly number[]): Promise<{ connections(): number; close(): Promise<void> }> {
  const held = new Set<Socket>();
  let connections = 0;
  const servers: NetServer[] = [];
  for (const port of ports) {
    for (const host of ['127.0.0.1', '::1']) {
      const server = createNetServer((socket) => {
        connections += 1;
        held.add(socket);
        socket.on('close', () => held.delete(socket));
      });
      // A machine without IPv6 loopback has only the first.
      const listening = await new Promise<boolean>((resolve) =>
        server.once('error', () => resolve(false)).listen(port, host, () => resolve(true)),
      );
      if (listening) servers.push(server);
    }
  }
  return {
    connections: () => connections,
    close: async () => {
      held.forEach((socket) => socket.destroy());
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

/** Every shown slot draws data under a stale badge (what is still missing, else nothing). */
export async function staleSlotsMissing(page: Page): Promise<string[]> {
  const frames = await shownFrames(page);
  const badges = await page.locator('[data-slot] [data-badge="stale"]').count();
  const missing = frames
    .filter((f) => f.state !== 'stale' || !f.withData)
    .map((f) => `${f.slot}:${f.panel}=${f.state}${f.withData ? '' : '（无数据）'}`);
  return frames.length === 0
    ? ['还没有槽位']
    : badges < frames.length
      ? [...missing, `过期标记 ${badges}/${frames.length}`]
      : missing;
}
