import type { Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';

/** What the wall's worker routes, in the page's resource list: scripts, manifests, runtime files and data calls. */
export function missingFromCache(page: Page, apiUrl: string): Promise<string[]> {
  return page.evaluate(async (api) => {
    const routed = (name: string) => {
      const url = new URL(name);
      return name.startsWith(api) || /\.[0-9a-f]{8}\.js$|\/(remoteEntry|main|boot|prefetch)\.js$|\/(mf-manifest|config|remotes|layouts)\.json$/.test(url.pathname);
    };
    const remotes = (window as unknown as { __cockpit: { remotes: () => Record<string, string> } }).__cockpit.remotes();
    const runtimeFiles = ['config', 'remotes', 'layouts'].map((file) => `${location.origin}/${file}.json`);
    const wanted = [`${location.origin}/`, ...runtimeFiles, ...Object.values(remotes), ...performance.getEntriesByType('resource').map((entry) => entry.name).filter(routed)];
    const missing: string[] = [];
    for (const name of new Set(wanted)) if (!(await caches.match(name))) missing.push(name);
    return missing;
  }, apiUrl);
}

/** Every data answer the worker keeps, with its envelope's code. */
export function keptDataCodes(page: Page): Promise<{ url: string; code: unknown }[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('cockpit-data');
    return Promise.all((await cache.keys()).map(async (request) => ({ url: request.url, code: ((await (await cache.match(request))!.json()) as { code?: unknown }).code })));
  });
}

/** An API gone wrong on the API's port: HTTP 200 to every call, with `{"code":500}` or a captive portal's HTML page. */
export interface HostileApi {
  mode: 'error-200' | 'html';
  hits: number;
  close(): Promise<void>;
}

export async function startHostileApi(port: number): Promise<HostileApi> {
  const api: HostileApi = { mode: 'error-200', hits: 0, close: () => new Promise((done) => {
    server.closeAllConnections();
    server.close(() => done());
  }) };
  const server: Server = createServer((request, response) => {
    api.hits += 1;
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (api.mode === 'error-200') return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 500, msg: '服务器内部错误（测试）' }));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html><body><h1>请先登录访客 Wi-Fi</h1></body></html>');
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return api;
}
