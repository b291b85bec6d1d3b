import { startTestService, testEngines, type TestService } from '../../testing/harness';
import { createUser } from './users';

const OFF = {
  enabled: false,
  issuer: '',
  clientId: '',
  scopes: 'openid',
  label: '统一身份认证登录',
  usernameClaim: 'preferred_username',
  roleClaim: 'groups',
  roleRules: [],
  sessionMaxAgeHours: 12,
  localSignIn: false,
};
const REFUSAL =
  '本地账号登录已关闭：不能停用、降级或删除最后一位应急管理员。请先用命令行 create-admin 再创建一个应急管理员，或先开启本地账号登录';

describe.each(testEngines())('the last emergency administrator on %s', (engine) => {
  let service: TestService;
  let admin: string;
  beforeAll(async () => {
    service = await startTestService(engine, { signInSettingsTtlMs: 0 });
    admin = await service.login('admin');
    await createUser(service.db, {
      username: 'em-1',
      password: 'Correct horse 42',
      role: 'admin',
      createdBy: 'test',
      emergency: true,
    });
    expect(
      (await service.request('PUT', '/api/sign-in/settings', { body: OFF, headers: { cookie: admin } })).status,
    ).toBe(200);
  }, 120_000);
  afterAll(() => service?.close());
  const as = (method: string, path: string, body?: unknown) =>
    service.request(method, path, { body, headers: { cookie: admin } });

  it('cannot be demoted, disabled or deleted while local sign-in is off, on any route, and stays as it was', async () => {
    for (const [method, path, body] of [
      ['PUT', '/api/users/em-1/role', { role: 'operator' }],
      ['POST', '/api/users/em-1/disable', {}],
      ['DELETE', '/api/users/em-1', undefined],
    ] as const) {
      const reply = await as(method, path, body);
      expect(`${method} ${path} ${reply.status} ${reply.json().error}`).toBe(`${method} ${path} 409 ${REFUSAL}`);
    }
    const users = (await as('GET', '/api/users')).json<{ username: string; role: string; disabledAt?: number }[]>();
    expect(users.find((u) => u.username === 'em-1')).toMatchObject({ role: 'admin' });
    expect(users.find((u) => u.username === 'em-1')?.disabledAt).toBeUndefined();
  });

  it('can be once another emergency administrator exists, or local sign-in is back on', async () => {
    await createUser(service.db, {
      username: 'em-2',
      password: 'Correct horse 42',
      role: 'admin',
      createdBy: 'test',
      emergency: true,
    });
    expect((await as('POST', '/api/users/em-1/disable', {})).status).toBe(200);
    expect((await as('PUT', '/api/users/em-2/role', { role: 'viewer' })).status).toBe(409);
    expect(
      (
        await service.request('PUT', '/api/sign-in/settings', {
          body: { ...OFF, localSignIn: true },
          headers: { cookie: admin },
        })
      ).status,
    ).toBe(200);
    expect((await as('PUT', '/api/users/em-2/role', { role: 'viewer' })).status).toBe(200);
  });
});
