import { ROUTE_DUTIES } from '../../core/http/route-duties';
import { runCliCommand } from '../../local-channel/cli-commands';
import { beat, startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';

// Every route of a duty the auditor does not hold, with its parameters filled in (the guard answers before the body is read).
const refusedToAuditor = Object.entries(ROUTE_DUTIES)
  .filter(([, duty]) => !['public', 'wall', 'publish', 'self', 'audit-read', 'audit-export'].includes(duty))
  .map(([route]) => route.split(' ') as [string, string])
  .map(
    ([method, url]) =>
      [
        method,
        url
          .replace(/:wallId/g, 'lobby-1')
          .replace(/:group/g, 'lobby')
          .replace(/:[A-Za-z]+/g, '1'),
      ] as const,
  );

describe.each(testEngines())('三权分立 on %s', (engine) => {
  let service: TestService;
  let cookie: Record<'admin' | 'security' | 'auditor' | 'operator', string>;
  const as = (who: string) => (method: string, path: string, body?: unknown) =>
    service.request(method, path, { body, headers: { cookie: who } });
  const cli = (...args: string[]) => runCliCommand(service.db, { command: args[0], args: args.slice(1) }, 'local');
  beforeAll(async () => {
    service = await startTestService(engine);
    const key = await service.enrol('lobby', 'lobby-1');
    await service.request('POST', '/api/walls/lobby-1/beat', {
      body: beat('lobby'),
      headers: { authorization: key.authorization },
    });
    cookie = {
      admin: await service.login('admin', `sys-${engine}`),
      security: await service.login('security', `sec-${engine}`),
      operator: await service.login('operator', `op-${engine}`),
      auditor: '',
    };
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    if (engine === 'postgres') stopTestPostgres();
  });

  test('separation is off by default and turned on from the command line only once each duty has someone, audited', async () => {
    expect((await as(cookie.admin)('GET', '/api/sign-in/settings')).status).toBe(200);
    await expect(cli('separation', 'on')).rejects.toThrow('审计管理员');
    cookie.auditor = await service.login('auditor', `aud-${engine}`);
    expect(await cli('separation', 'on')).toContain('三权分立已开启');
    const [entry] = (await as(cookie.auditor)('GET', '/api/audit?action=separation')).json();
    expect(entry).toMatchObject({ action: 'separation.on', actor: '(本机命令行)', target: '三权分立' });
  });

  test('a security administrator is refused a wall action; the system administrator the security settings', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/walls/lobby-1/actions', { action: 'screenshot' }],
      ['PATCH', '/api/walls/lobby-1', { name: '安全改名' }],
      ['DELETE', '/api/walls/lobby-1', undefined],
    ] as const) {
      const reply = await as(cookie.security)(method, path, body);
      expect([reply.status, reply.json().error]).toEqual([
        403,
        expect.stringMatching(/^权限不足：需要(查看者|操作员)角色$/),
      ]);
    }
    expect((await as(cookie.security)('GET', '/api/sign-in/settings')).status).toBe(200);
    expect((await as(cookie.admin)('GET', '/api/sign-in/settings')).json()).toEqual({
      error: '权限不足：需要安全管理员角色',
    });
    expect((await service.db.query("SELECT name FROM enrolled_walls WHERE wall_id = 'lobby-1'")).rows).not.toEqual([
      { name: '安全改名' },
    ]);
  });

  test('an audit administrator is refused every route but the audit’s, and reads and exports the audit', async () => {
    expect(refusedToAuditor.length).toBeGreaterThan(80);
    const answers = await Promise.all(
      refusedToAuditor.map(
        async ([method, path]) => `${method} ${path} ${(await as(cookie.auditor)(method, path)).status}`,
      ),
    );
    expect(answers.filter((a) => !a.endsWith(' 403'))).toEqual([]);
    expect((await as(cookie.auditor)('GET', '/api/audit')).status).toBe(200);
    expect((await as(cookie.admin)('GET', '/api/audit')).json()).toEqual({ error: '权限不足：需要审计管理员角色' });
    expect((await as(cookie.admin)('GET', '/api/audit/export.csv')).status).toBe(403);
  });

  test('nobody changes their own role; the security administrator changes others’, and the system administrator gives no duty', async () => {
    const own = await as(cookie.security)('PUT', `/api/users/sec-${engine}/role`, { role: 'admin' });
    expect([own.status, own.json().error]).toEqual([403, '不能修改自己的角色：请另一位安全管理员（或管理员）修改']);
    expect((await as(cookie.admin)('PUT', `/api/users/op-${engine}/role`, { role: 'viewer' })).status).toBe(403);
    expect((await as(cookie.security)('PUT', `/api/users/op-${engine}/role`, { role: 'viewer' })).status).toBe(200);
    const made = await as(cookie.admin)('POST', '/api/users', {
      username: `newsec-${engine}`,
      password: 'Long enough password',
      role: 'security',
    });
    expect([made.status, made.json().field]).toEqual([403, 'role']);
    expect(
      (
        await as(cookie.admin)('POST', '/api/users', {
          username: `new-${engine}`,
          password: 'Long enough password',
          role: 'viewer',
        })
      ).status,
    ).toBe(200);
    const roles = (
      await service.db.query<{ username: string; role: string }>(
        'SELECT username, role FROM users WHERE username = ANY($1) ORDER BY username',
        [[`sec-${engine}`, `op-${engine}`, `newsec-${engine}`]],
      )
    ).rows;
    expect(roles).toEqual([
      { username: `op-${engine}`, role: 'viewer' },
      { username: `sec-${engine}`, role: 'security' },
    ]);
    const [entry] = (await as(cookie.auditor)('GET', `/api/audit?action=user.role&target=op-${engine}`)).json();
    expect(entry).toMatchObject({ actor: `sec-${engine}`, detail: 'operator → viewer' });
  });

  test('turned off again, the administrator does everything as before', async () => {
    expect(await cli('separation', 'off')).toContain('三权分立已关闭');
    expect((await as(cookie.admin)('GET', '/api/sign-in/settings')).status).toBe(200);
    expect((await as(cookie.admin)('GET', '/api/audit')).status).toBe(200);
    expect((await as(cookie.auditor)('GET', '/api/walls')).status).toBe(403);
  });
});
