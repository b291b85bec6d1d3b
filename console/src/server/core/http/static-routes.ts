import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/** Shown when the console page has not been built: what to run instead of a blank page. */
export const NOT_BUILT_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>大屏集群控制台</title></head>
<body><h1>控制台页面尚未构建</h1>
<p>请在仓库根目录运行 <code>pnpm exec tsx tools/build/build.ts</code> 构建控制台页面，然后刷新本页。</p>
</body></html>`;

const isApi = (url: string) =>
  url === '/metrics' || url.startsWith('/metrics?') || url.startsWith('/api/') || url === '/api';

/**
 * The console page from `webDir`, with the single-page fallback: any GET that is not the API or /metrics gets
 * index.html. Without a built page, a short Chinese page says how to build it.
 */
export async function installStaticRoutes(app: FastifyInstance, webDir: string): Promise<void> {
  {
    const built = existsSync(join(webDir, 'index.html'));
    if (built) await app.register(fastifyStatic, { root: webDir, prefix: '/', index: false, cacheControl: false });
    // `/` is the folder itself, which @fastify/static refuses (no listing): it is the page like every other route.
    if (built) app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return sendError(reply, 404, `没有这个接口：${request.method} ${request.url.split('?')[0]}`);
      if (isApi(request.url)) return sendError(reply, 404, `没有这个接口：${request.url.split('?')[0]}`);
      // index.html is never cached, so a new build reaches the console at its next load.
      reply.header('cache-control', 'no-cache');
      if (built) return reply.sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(NOT_BUILT_HTML);
    });
  }
}
