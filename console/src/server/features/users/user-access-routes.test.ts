import { withAudit } from '../audit';
import { startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';

// Sign-ins are limited to 10 a minute per address: each half of the suite has its own service.
describe.each(
  testEngines().flatMap(
    (engine) =>
      [
        [engine, 1],
        [engine, 2],
      ] as const,
  ),
)('taking access away on %s (part %i)', (engine, part) => {
  let service: TestService;
  let admin: string;
  beforeAll(async () => {
    service = await startTestService(engine);
    admin = await service.login('admin', `boss-${engine}`);
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    if (engine === 'postgres' && part === 2) stopTestPostgres();
  });
  const first = part === 1 ? test : test.skip;
  const second = part === 2 ? test : test.skip;

  const as = (cookie: string) => (method: string, path: string, body?: unknown) =>
    service.request(method, path, { body, headers: { cookie } });
  const whoami = (cookie: string) => as(cookie)('GET', '/api/session');
  const signIn = (username: string, password = 'Correct horse battery') =>
    service.request('POST', '/api/session', { body: { username, password } });
  const lastAudit = async () => (await as(admin)('GET', '/api/audit?limit=1')).json()[0];

  first(
    'a disabled user’s open session gets 401 at its next request, and the user cannot sign in until enabled',
    async () => {
      const cookie = await service.login('operator', `dora-${engine}`);
      expect((await whoami(cookie)).status).toBe(200);
      expect((await as(admin)('POST', `/api/users/dora-${engine}/disable`)).status).toBe(200);
      expect(await lastAudit()).toMatchObject({
        action: 'user.disable',
        target: `dora-${engine}`,
        detail: '结束会话 1 个',
      });
      expect((await whoami(cookie)).status).toBe(401);
      expect((await signIn(`dora-${engine}`)).status).toBe(401);
      expect((await as(admin)('POST', `/api/users/dora-${engine}/enable`, {})).status).toBe(200);
      expect((await signIn(`dora-${engine}`)).status).toBe(200);
    },
  );

  first('a role change applies at the next request and is audited with before and after', async () => {
    const cookie = await service.login('operator', `omar-${engine}`);
    expect((await as(admin)('PUT', `/api/users/omar-${engine}/role`, { role: 'viewer' })).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'user.role', detail: 'operator → viewer' });
    expect((await as(cookie)('POST', '/api/releases/rescan')).status).toBe(403);
  });

  first(
    'a password reset ends the user’s sessions; the old password no longer signs in, the new one does',
    async () => {
      const cookie = await service.login('viewer', `pia-${engine}`);
      expect(
        (await as(admin)('PUT', `/api/users/pia-${engine}/password`, { password: 'A brand new passphrase' })).status,
      ).toBe(200);
      expect((await whoami(cookie)).status).toBe(401);
      expect((await signIn(`pia-${engine}`)).status).toBe(401);
      expect((await signIn(`pia-${engine}`, 'A brand new passphrase')).status).toBe(200);
    },
  );

  first('an admin ends a user’s sessions, and deletes a user', async () => {
    const cookie = await service.login('viewer', `eve-${engine}`);
    expect((await as(admin)('DELETE', `/api/users/eve-${engine}/sessions`)).json()).toEqual({ ended: 1 });
    expect((await whoami(cookie)).status).toBe(401);
    const again = await service.request('POST', '/api/session', {
      body: { username: `eve-${engine}`, password: 'Correct horse battery' },
    });
    const second = again.headers.getSetCookie()[0].split(';')[0];
    expect((await as(admin)('DELETE', `/api/users/eve-${engine}`)).status).toBe(200);
    expect((await whoami(second)).status).toBe(401);
    expect((await as(admin)('GET', '/api/users')).json()).not.toContainEqual(
      expect.objectContaining({ username: `eve-${engine}` }),
    );
    expect((await as(admin)('DELETE', `/api/users/eve-${engine}`)).status).toBe(404);
  });

  second('the last enabled admin cannot be demoted, disabled or deleted', async () => {
    await service.db.query("UPDATE users SET disabled_at = 1 WHERE role = 'admin' AND username <> $1", [
      `boss-${engine}`,
    ]);
    try {
      // Nobody changes their own role: the demotion is a security administrator's.
      const security = await service.login('security', `sec-${engine}`);
      for (const [by, method, path, body] of [
        [security, 'PUT', 'role', { role: 'operator' }],
        [admin, 'POST', 'disable', {}],
        [admin, 'DELETE', '', undefined],
      ] as const) {
        const reply = await as(by)(method, `/api/users/boss-${engine}${path ? `/${path}` : ''}`, body);
        expect(reply.status).toBe(409);
        expect(reply.json().error).toContain('最后一位管理员');
      }
      expect((await whoami(admin)).json()).toEqual({ username: `boss-${engine}`, role: 'admin' });
    } finally {
      await service.db.query("UPDATE users SET disabled_at = NULL WHERE role = 'admin'");
    }
  });

  second(
    'a user changes their own password with the current one; their other sessions end, this one goes on',
    async () => {
      const cookie = await service.login('viewer', `sam-${engine}`);
      const other = (await signIn(`sam-${engine}`)).headers.getSetCookie()[0].split(';')[0];
      expect(
        (
          await as(cookie)('PUT', '/api/session/password', {
            currentPassword: 'wrong one',
            newPassword: 'My own new passphrase',
          })
        ).json(),
      ).toMatchObject({ field: 'currentPassword' });
      expect(
        (
          await as(cookie)('PUT', '/api/session/password', {
            currentPassword: 'Correct horse battery',
            newPassword: 'My own new passphrase',
          })
        ).status,
      ).toBe(200);
      expect((await whoami(cookie)).status).toBe(200);
      expect((await whoami(other)).status).toBe(401);
      expect((await signIn(`sam-${engine}`, 'My own new passphrase')).status).toBe(200);
    },
  );

  second('only an admin may take access away', async () => {
    const operator = await service.login('operator');
    expect((await as(operator)('POST', `/api/users/boss-${engine}/disable`)).status).toBe(403);
    expect((await as(operator)('DELETE', `/api/users/boss-${engine}`)).status).toBe(403);
  });

  second('a write whose audit entry cannot be stored is not stored either', async () => {
    await service.login('viewer', `tom-${engine}`);
    const broken = { actor: null as unknown as string, action: 'user.role', target: `tom-${engine}`, ip: '::1' };
    await expect(
      withAudit(service.db, broken, (tx) =>
        tx.query("UPDATE users SET role = 'admin' WHERE username = $1", [`tom-${engine}`]),
      ),
    ).rejects.toThrow();
    expect((await service.db.query('SELECT role FROM users WHERE username = $1', [`tom-${engine}`])).rows[0]).toEqual({
      role: 'viewer',
    });
  });
});
