import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { contentSecurityPolicy } from '../deploy/content-security-policy';
import { RUNTIME_FILES } from '../deploy/runtime-files';

const NO_CACHE =
  /(remoteEntry\.js|main\.js|boot\.js|prefetch\.js|prefetch-worker\.js|mf-manifest\.json|mf-stats\.json|index\.html)$/;

/** The file a response is for: a precompressed sibling (`main.js.gz`) answers for `main.js`. */
const servedFile = (path: string) => path.replace(/\.(gz|br)$/, '');

function cacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('Cache-Control', NO_CACHE.test(servedFile(path)) ? 'no-cache' : 'public, max-age=31536000, immutable');
}

/** Serves one remote's published builds (`<root>/<version>/…`) with CORS, so the shell can fetch manifests. */
export async function startRemoteServer(root: string, host: string, port: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compress, { global: true, encodings: ['gzip'] });
  await app.register(cors, { origin: true });
  await app.register(fastifyStatic, { root, setHeaders: cacheHeaders, preCompressed: true });
  await app.listen({ host, port });
  return app;
}

/**
 * Serves the shell: its build, the runtime files (`config.json`, `remotes.json`, `layouts.json`, read at each request
 * so an edit needs no rebuild) and `index.html` with the CSP for any route without a file extension.
 */
export async function startShellServer(
  distDir: string,
  runtimeDir: string,
  host: string,
  port: number,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compress, { global: true, encodings: ['gzip'] });
  const indexHtml = () => readFileSync(join(distDir, 'index.html'), 'utf8');
  for (const file of RUNTIME_FILES) {
    app.get(`/${file}`, async (_request, reply) => {
      const path = join(runtimeDir, file);
      if (!existsSync(path))
        return reply
          .code(404)
          .type('application/json')
          .send({ msg: `${file} 不存在` });
      // Any origin, as nginx does: the console's sandboxed preview (origin `null`) reads them too.
      return reply
        .header('Cache-Control', 'no-store')
        .header('Access-Control-Allow-Origin', '*')
        .type('application/json; charset=utf-8')
        .send(readFileSync(path, 'utf8'));
    });
  }
  // A worker runs under its own script's policy, not the page's: the prefetch worker gets the page's.
  const setHeaders = (reply: FastifyReply, path: string) => {
    cacheHeaders(reply, path);
    if (servedFile(path).endsWith('/prefetch-worker.js'))
      reply.header('Content-Security-Policy', contentSecurityPolicy(runtimeDir));
  };
  await app.register(fastifyStatic, { root: distDir, setHeaders, index: false, wildcard: true, preCompressed: true });
  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('Content-Security-Policy', contentSecurityPolicy(runtimeDir))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml());
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (request.method === 'GET' && !extname(path)) return sendIndex(reply);
    return reply.code(404).type('text/plain; charset=utf-8').send(`未找到：${path}`);
  });
  await app.listen({ host, port });
  return app;
}
