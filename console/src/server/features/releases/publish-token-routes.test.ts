import { publishedFixture } from '../../testing/published-fixture';
import { startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';

describe.each(testEngines())('publish tokens on %s', (engine) => {
  let service: TestService;
  let published: ReturnType<typeof publishedFixture>;
  let admin: string;
  let operator: string;
  beforeAll(async () => {
    published = publishedFixture();
    service = await startTestService(engine, published.options);
    [admin, operator] = [await service.login('admin', `token-admin-${engine}`), await service.login('operator')];
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    published?.remove();
    if (engine === 'postgres') stopTestPostgres();
  });

  const create = async (remote: string) =>
    (await service.request('POST', '/api/publish-tokens', { body: { remote }, headers: { cookie: admin } })).json<{
      id: number;
      secret: string;
    }>();
  const list = async () =>
    (await service.request('GET', '/api/publish-tokens', { headers: { cookie: admin } })).json<
      Record<string, unknown>[]
    >();
  const publish = (secret: string, version: string) =>
    service.request('POST', '/api/releases', {
      body: { remote: 'talent', version, build: `talent@${version}+777777`, sdkRange: '^2.0.0' },
      headers: { authorization: `Bearer ${secret}` },
    });

  test('the list names remote, creator and times, never the secret or its hash', async () => {
    const token = await create('talent');
    const row = (await list()).find((t) => t.id === token.id);
    expect(row).toEqual({
      id: token.id,
      remote: 'talent',
      createdAt: expect.any(Number),
      createdBy: `token-admin-${engine}`,
    });
    expect(JSON.stringify(await list())).not.toContain(token.secret.slice(4, 20));
  });

  test('a token that registered a version shows when it was last used', async () => {
    const token = await create('talent');
    expect((await publish(token.secret, '4.0.0')).status).toBe(201);
    expect((await list()).find((t) => t.id === token.id)).toMatchObject({ lastUsedAt: expect.any(Number) });
  });

  test('a revoked token is refused 401 and registers nothing', async () => {
    const token = await create('talent');
    const revoked = await service.request('DELETE', `/api/publish-tokens/${token.id}`, { headers: { cookie: admin } });
    expect(revoked.json()).toMatchObject({ id: token.id, revokedAt: expect.any(Number) });
    expect((await publish(token.secret, '4.1.0')).status).toBe(401);
    const inventory = (await service.request('GET', '/api/releases', { headers: { cookie: admin } })).json<
      { version: string }[]
    >();
    expect(inventory.map((r) => r.version)).not.toContain('4.1.0');
  });

  test('creating and revoking are audited', async () => {
    const token = await create('chain');
    await service.request('DELETE', `/api/publish-tokens/${token.id}`, { headers: { cookie: admin } });
    const audit = (await service.request('GET', '/api/audit', { headers: { cookie: admin } })).json<
      Record<string, unknown>[]
    >();
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'publish-token.create', target: 'chain', detail: `id ${token.id}` }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'publish-token.revoke', target: 'chain', detail: `id ${token.id}` }),
    );
  });

  test('only an administrator lists or revokes, and an unknown token is 404', async () => {
    const token = await create('chain');
    expect((await service.request('GET', '/api/publish-tokens', { headers: { cookie: operator } })).status).toBe(403);
    expect(
      (await service.request('DELETE', `/api/publish-tokens/${token.id}`, { headers: { cookie: operator } })).status,
    ).toBe(403);
    expect(
      (await service.request('DELETE', '/api/publish-tokens/999999', { headers: { cookie: admin } })).json(),
    ).toMatchObject({ field: 'id' });
    expect((await list()).find((t) => t.id === token.id)).not.toHaveProperty('revokedAt');
  });
});
