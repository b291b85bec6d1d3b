import type { TestWall } from '../../testing/enrol';
import { beat, slot, startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';

describe.each(testEngines())('on %s', (engine) => {
  let service: TestService;
  let cookies: Record<'viewer' | 'operator' | 'admin', string>;
  let key: TestWall;
  beforeAll(async () => {
    service = await startTestService(engine);
    cookies = {
      viewer: await service.login('viewer'),
      operator: await service.login('operator'),
      admin: await service.login('admin'),
    };
    key = await service.enrol('hub', 'lobby-1');
    await service.request('POST', '/api/walls/lobby-1/beat', {
      body: beat('hub'),
      headers: { authorization: key.authorization },
    });
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    if (engine === 'postgres') stopTestPostgres();
  });

  const WRITES: [string, string, unknown][] = [
    ['POST', '/api/walls/lobby-1/screenshot-requests', undefined],
    ['POST', '/api/provisioning-tokens', { group: 'hub', label: 'viewer-made', expiresInHours: 1, maxUses: 1 }],
    ['DELETE', '/api/provisioning-tokens/1', undefined],
    ['PATCH', '/api/walls/lobby-1', { name: '观众改名' }],
    ['POST', '/api/walls/lobby-1/re-pair', {}],
    ['DELETE', '/api/walls/lobby-1', undefined],
    ['POST', '/api/users', { username: 'mallory', password: 'Long enough password', role: 'admin' }],
  ];
  const READS = [
    '/api/session',
    '/api/walls',
    '/api/walls/lobby-1',
    '/api/walls/lobby-1/screenshot',
    '/api/remotes',
    '/api/audit',
    '/api/wall-keys',
    '/api/users',
    '/api/enrol/pairing',
    '/api/provisioning-tokens',
  ];

  test.each(WRITES)('a viewer gets 403 on %s %s and nothing changes', async (method, path, body) => {
    const before = (
      await service.db.query(
        'SELECT (SELECT count(*) FROM provisioning_tokens) + (SELECT count(*) FROM users) + (SELECT count(*) FROM screenshots) AS n, (SELECT string_agg(name || group_name || coalesce(retired_at, 0), chr(44)) FROM enrolled_walls) AS walls, (SELECT count(*) FROM wall_credentials WHERE revoked_at IS NULL) AS live',
      )
    ).rows[0];
    const reply = await service.request(method, path, { body, headers: { cookie: cookies.viewer } });
    expect(reply.status).toBe(403);
    expect(reply.json().error).toMatch(/权限不足/);
    const after = (
      await service.db.query(
        'SELECT (SELECT count(*) FROM provisioning_tokens) + (SELECT count(*) FROM users) + (SELECT count(*) FROM screenshots) AS n, (SELECT string_agg(name || group_name || coalesce(retired_at, 0), chr(44)) FROM enrolled_walls) AS walls, (SELECT count(*) FROM wall_credentials WHERE revoked_at IS NULL) AS live',
      )
    ).rows[0];
    expect(after).toEqual(before);
  });

  test.each([
    ...WRITES.map(([m, p]) => [m, p] as const),
    ...READS.map((p) => ['GET', p] as const),
    ['DELETE', '/api/session'] as const,
  ])('without a session %s %s is 401', async (method, path) => {
    const reply = await service.request(method, path);
    expect(reply.status).toBe(401);
    expect(reply.json()).toEqual({ error: '请先登录' });
  });

  test('an operator requests a screenshot: the next beat carries it, the wall posts it, the console gets the image', async () => {
    const request = await service.request('POST', '/api/walls/lobby-1/screenshot-requests', {
      headers: { cookie: cookies.operator },
    });
    expect(request.status).toBe(200);
    const { requestId } = request.json();
    const beatReply = await service.request('POST', '/api/walls/lobby-1/beat', {
      body: beat('hub'),
      headers: { authorization: key.authorization },
    });
    expect(beatReply.json()).toEqual({
      ok: true,
      group: 'hub',
      name: expect.any(String),
      screenshotRequest: requestId,
      clock: expect.any(Object),
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const posted = await service.request('POST', '/api/walls/lobby-1/screenshot', {
      body: { requestId, image: `data:image/png;base64,${png.toString('base64')}`, width: 1920, height: 1080 },
      headers: { authorization: key.authorization },
    });
    expect(posted.status).toBe(200);
    const image = await fetch(`${service.url}/api/walls/lobby-1/screenshot`, { headers: { cookie: cookies.viewer } });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
    const detail = (await service.request('GET', '/api/walls/lobby-1', { headers: { cookie: cookies.viewer } })).json();
    expect(detail.screenshot).toEqual(
      expect.objectContaining({
        requestId,
        requestedBy: expect.stringMatching(/^operator/),
        width: 1920,
        height: 1080,
      }),
    );
    const again = await service.request('POST', '/api/walls/lobby-1/beat', {
      body: beat('hub'),
      headers: { authorization: key.authorization },
    });
    expect(again.json()).toEqual({ ok: true, group: 'hub', name: expect.any(String), clock: expect.any(Object) });
    const audit = (await service.request('GET', '/api/audit?limit=5', { headers: { cookie: cookies.viewer } })).json();
    expect(audit[1]).toEqual(
      expect.objectContaining({
        action: 'screenshot.request',
        target: 'lobby-1',
        actor: expect.stringMatching(/^operator/),
        ip: '127.0.0.1',
      }),
    );
    // The upload is audited too, with the wall as the actor.
    expect(audit[0]).toEqual(
      expect.objectContaining({
        action: 'wall.screenshot',
        target: 'lobby-1',
        actor: expect.stringContaining('lobby-1'),
        detail: expect.stringContaining(requestId),
      }),
    );
  });

  test('a screenshot over 2 MB is refused and nothing is stored', async () => {
    const request = await service.request('POST', '/api/walls/lobby-1/screenshot-requests', {
      headers: { cookie: cookies.operator },
    });
    const { requestId } = request.json();
    const image = `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024 + 100)}`;
    const posted = await service.request('POST', '/api/walls/lobby-1/screenshot', {
      body: { requestId, image, width: 1920, height: 1080 },
      headers: { authorization: key.authorization },
    });
    expect(posted.status).toBe(400);
    const { rows } = await service.db.query('SELECT captured_at FROM screenshots WHERE id = $1', [requestId]);
    expect(rows).toEqual([{ captured_at: null }]);
  });

  test('a screenshot of no wall is 404 in Chinese', async () => {
    const reply = await service.request('GET', '/api/walls/nobody-here/screenshot', {
      headers: { cookie: cookies.viewer },
    });
    expect(reply.status).toBe(404);
    expect(reply.json().error).toBe('这块屏还没有截图');
  });

  test('remotes: walls running two builds of one remote are marked as disagreeing', async () => {
    const post = async (wallId: string, build: string) =>
      service.request('POST', `/api/walls/${wallId}/beat`, {
        body: beat('remotes', { slots: [slot('a', 'devices/status', 'ready', build)] }),
        headers: { authorization: (await service.enrol('remotes', wallId)).authorization },
      });
    await post('rem-1', 'devices@1.0.0+aaa');
    await post('rem-2', 'devices@1.1.0+bbb');
    const remotes = (await service.request('GET', '/api/remotes', { headers: { cookie: cookies.viewer } })).json();
    expect(remotes).toContainEqual({
      remote: 'devices',
      builds: { 'devices@1.0.0+aaa': ['rem-1'], 'devices@1.1.0+bbb': ['rem-2'] },
      disagree: true,
    });
  });

  test('shared wall keys are retired: creating one is refused with a pointer to 添加墙面 and nothing is stored', async () => {
    const created = await service.request('POST', '/api/wall-keys', {
      body: { group: 'hub', name: '大厅' },
      headers: { cookie: cookies.admin },
    });
    expect(created.status).toBe(410);
    expect(created.json().error).toContain('添加墙面');
    expect((await service.db.query('SELECT count(*)::int AS n FROM wall_keys')).rows[0]).toEqual({ n: 0 });
  });

  test('a user with a password under 10 characters is refused naming the field', async () => {
    const reply = await service.request('POST', '/api/users', {
      body: { username: 'shorty', password: 'short', role: 'viewer' },
      headers: { cookie: cookies.admin },
    });
    expect(reply.status).toBe(400);
    expect(reply.json().field).toBe('password');
  });

  test('the session cookie is httpOnly and SameSite=Strict, and sign-out ends it', async () => {
    const username = 'cookie-check';
    await service.request('POST', '/api/users', {
      body: { username, password: 'Long enough password', role: 'viewer' },
      headers: { cookie: cookies.admin },
    });
    const login = await fetch(`${service.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Long enough password' }),
    });
    // Made by an administrator: the person chooses their own password first.
    expect(await login.json()).toEqual({ step: 'change-password' });
    const pending = login.headers.getSetCookie()[0].split(';')[0];
    expect((await service.request('GET', '/api/session', { headers: { cookie: pending } })).status).toBe(401);
    const changed = await fetch(`${service.url}/api/session/pending-password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: pending },
      body: JSON.stringify({ currentPassword: 'Long enough password', newPassword: 'My very own password' }),
    });
    expect(await changed.json()).toEqual({ username, role: 'viewer' });
    const setCookie = changed.headers.getSetCookie()[0];
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\//);
    const cookie = setCookie.split(';')[0];
    expect((await service.request('GET', '/api/session', { headers: { cookie } })).json()).toEqual({
      username,
      role: 'viewer',
    });
    expect((await service.request('DELETE', '/api/session', { headers: { cookie } })).status).toBe(200);
    expect((await service.request('GET', '/api/session', { headers: { cookie } })).status).toBe(401);
  });

  test('a wrong password is 401 and recorded for admins with the name of the existing user', async () => {
    await service.request('POST', '/api/users', {
      body: { username: 'carol', password: 'Long enough password', role: 'viewer' },
      headers: { cookie: cookies.admin },
    });
    const reply = await service.request('POST', '/api/session', {
      body: { username: 'carol', password: 'wrong password!' },
    });
    expect(reply.status).toBe(401);
    const audit = (await service.request('GET', '/api/audit?limit=1', { headers: { cookie: cookies.admin } })).json();
    expect(audit[0]).toEqual(expect.objectContaining({ action: 'session.login-failed', target: 'carol' }));
  });

  test('a password typed into the user box is never stored: an unknown name is a marker and a short hash', async () => {
    const typed = 'S3cret-typed-in-the-wrong-box';
    await service.request('POST', '/api/session', { body: { username: typed, password: 'x' } });
    const audit = (await service.request('GET', '/api/audit?limit=1', { headers: { cookie: cookies.admin } })).json();
    expect(audit[0]).toEqual(
      expect.objectContaining({
        action: 'session.login-failed',
        target: expect.stringMatching(/^\(未知用户\) #[0-9a-f]{8}$/),
      }),
    );
    const stored = await service.db.query('SELECT 1 FROM audit WHERE target LIKE $1 OR detail LIKE $1', [`%${typed}%`]);
    expect(stored.rows).toHaveLength(0);
  });

  test('only administrators see failed sign-ins in the audit log', async () => {
    await service.request('POST', '/api/session', { body: { username: 'nobody', password: 'wrong password!' } });
    const seen = async (cookie: string) =>
      (await service.request('GET', '/api/audit', { headers: { cookie } }))
        .json<{ action: string }[]>()
        .some((e) => e.action === 'session.login-failed');
    expect(await seen(cookies.viewer)).toBe(false);
    expect(await seen(cookies.operator)).toBe(false);
    expect(await seen(cookies.admin)).toBe(true);
  });

  test('the page is served with a strict CSP; without a built page a Chinese note says how to build it', async () => {
    const page = await service.request('GET', '/walls/lobby-1');
    expect(page.status).toBe(200);
    expect(page.text).toContain('pnpm exec tsx tools/build/build.ts');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect((await service.request('GET', '/api/nothing')).status).toBe(404);
  });
});
