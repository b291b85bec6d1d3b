// A throwaway fake of the fleet service for looking at the console page: `pnpm exec tsx console/src/web/dev/preview-server.ts [port]`
// serves console/dist-web under the service's CSP, with fixture walls (preview-fixture.ts). Sign in as admin / viewer, password "preview".
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { join } from 'node:path';
import type { AuditEntry, RemoteBuilds, Role } from '../../protocol/console-api';
import { previewWalls } from './preview-fixture';
import { addPublishTokenRoutes } from './preview-publish-tokens';
import { addReleaseRoutes } from './preview-releases';

// PREVIEW_FRAME_SRC (e.g. `http://127.0.0.1:21081`) lets the layout editor's panel preview frame a wall, as the service must for it to show.
const FRAME_SRC = process.env.PREVIEW_FRAME_SRC ? `; frame-src ${process.env.PREVIEW_FRAME_SRC}` : '';
const CSP = `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'${FRAME_SRC}`;
const USERS: Record<string, Role> = { admin: 'admin', operator: 'operator', viewer: 'viewer' };
const started = Date.now();
const walls = previewWalls(started);
const audit: AuditEntry[] = Array.from({ length: 30 }, (_, i) => ({
  id: 30 - i,
  at: started - i * 47 * 60_000,
  actor: i % 3 ? 'operator' : 'admin',
  action: ['screenshot.request', 'session.login', 'wall-key.create'][i % 3],
  target: ['wall:lobby-1', 'user:admin', 'wall-key:hub'][i % 3],
  detail: i % 4 === 0 ? '<b>请求</b> 由浏览器发起' : undefined,
  ip: '127.0.0.1',
}));

function remotes(): RemoteBuilds[] {
  const byRemote = new Map<string, Record<string, string[]>>();
  for (const wall of walls) {
    for (const slot of wall.slots) {
      if (!slot.build) continue;
      const remote = slot.panel.split('/')[0];
      const builds = byRemote.get(remote) ?? {};
      const version = slot.build.split('+')[0];
      builds[version] = [...new Set([...(builds[version] ?? []), wall.wallId])];
      byRemote.set(remote, builds);
    }
  }
  return [...byRemote].map(([remote, builds]) => ({ remote, builds, disagree: Object.keys(builds).length > 1 }));
}

function screenshotSvg(wallId: string): string {
  const wall = walls.find((w) => w.wallId === wallId);
  const rects = (wall?.slots ?? [])
    .map(
      (s) =>
        `<rect x="${s.position.x}" y="${s.position.y}" width="${s.position.width}" height="${s.position.height}" fill="#0b2a5c" stroke="#2989ff"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><rect width="1920" height="1080" fill="#030c24"/>${rects}<text x="960" y="60" fill="#e6f4ff" font-size="40" text-anchor="middle">人才创新创业服务港 数据驾驶舱</text></svg>`;
}

const app = Fastify();
void app.register(fastifyCookie);
void app.register(fastifyStatic, { root: join(__dirname, '../../../dist-web'), wildcard: false });
app.addHook('onSend', async (_request, reply) => {
  reply.header('content-security-policy', CSP);
});
app.addHook('preHandler', async (request, reply) => {
  const open = request.url === '/api/session' && request.method === 'POST';
  if (request.url.startsWith('/api/') && !open && !USERS[request.cookies.who ?? ''])
    return reply.code(401).send({ error: '未登录或登录已过期' });
});
const role = (who: string | undefined): Role => USERS[who ?? ''] ?? 'viewer';

app.get('/api/session', async (request) => ({ username: request.cookies.who, role: role(request.cookies.who) }));
app.post<{ Body: { username: string; password: string } }>('/api/session', async (request, reply) => {
  const { username, password } = request.body ?? {};
  if (!USERS[username] || password !== 'preview') return reply.code(401).send({ error: '用户名或密码错误' });
  reply.setCookie('who', username, { path: '/', httpOnly: true, sameSite: 'strict' });
  return { username, role: USERS[username] };
});
app.delete('/api/session', async (_request, reply) => reply.clearCookie('who', { path: '/' }).code(204).send());
app.get('/api/walls', async () =>
  walls.map(
    ({ slots: _s, history: _h, screenshot: _x, remotes: _r, viewport: _v, heapBytes: _b, ...summary }) => summary,
  ),
);
app.get<{ Params: { id: string } }>(
  '/api/walls/:id',
  async (request, reply) =>
    walls.find((w) => w.wallId === request.params.id) ?? reply.code(404).send({ error: '墙面不存在' }),
);
app.post<{ Params: { id: string } }>('/api/walls/:id/screenshot-requests', async (request, reply) => {
  const wall = walls.find((w) => w.wallId === request.params.id);
  if (!wall) return reply.code(404).send({ error: '墙面不存在' });
  if (role(request.cookies.who) === 'viewer') return reply.code(403).send({ error: '查看者不能请求截图' });
  const requestId = `r${Date.now()}`;
  wall.screenshot = { requestId, requestedAt: Date.now(), requestedBy: request.cookies.who ?? '' };
  setTimeout(
    () =>
      wall.screenshot?.requestId === requestId &&
      Object.assign(wall.screenshot, { capturedAt: Date.now(), width: 1920, height: 1080 }),
    4000,
  );
  return { requestId };
});
app.get<{ Params: { id: string } }>('/api/walls/:id/screenshot', async (request, reply) =>
  reply.type('image/svg+xml').send(screenshotSvg(request.params.id)),
);
app.get('/api/remotes', async () => remotes());
app.get('/api/audit', async () => audit);
app.get('/api/users', async () =>
  Object.entries(USERS).map(([username, r]) => ({ username, role: r, createdAt: started - 86400_000 })),
);
addReleaseRoutes(app, started, (request) => role(request.cookies.who) !== 'viewer');
addPublishTokenRoutes(app, started);
app.setNotFoundHandler((request, reply) =>
  request.url.startsWith('/api/') ? reply.code(404).send({ error: '不存在' }) : reply.sendFile('index.html'),
);

const port = Number(process.argv[2] ?? 18080);
app.listen({ port, host: '127.0.0.1' }).then(
  () => console.log(`console preview on http://127.0.0.1:${port}/`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
