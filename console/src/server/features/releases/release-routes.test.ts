import { FIXTURE_LAYOUTS, publishFixture, publishedFixture } from '../../testing/published-fixture';
import { beat, startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';

describe.each(testEngines())('releases on %s', (engine) => {
  let service: TestService;
  let published: ReturnType<typeof publishedFixture>;
  let viewer: string;
  let operator: string;
  let admin: string;
  beforeAll(async () => {
    published = publishedFixture();
    // acme is published by its team to its own host: the group runs it, the published folder never has it.
    service = await startTestService(engine, {
      ...published.options,
      defaultRemotes: { ...published.options.defaultRemotes, acme: '2.0.0' },
      remoteOrigins: ['https://acme.example.cn'],
    });
    [viewer, operator, admin] = [
      await service.login('viewer'),
      await service.login('operator'),
      await service.login('admin'),
    ];
    const key = await service.enrol('hub', 'w1');
    await service.request('POST', '/api/walls/w1/beat', {
      body: beat('hub'),
      headers: { authorization: key.authorization },
    });
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    published?.remove();
    if (engine === 'postgres') stopTestPostgres();
  });

  const inventory = async () =>
    (await service.request('GET', '/api/releases', { headers: { cookie: viewer } })).json<Record<string, unknown>[]>();

  test('the inventory lists the published builds with identity, SDK range, manifest URL and compatibility', async () => {
    const releases = await inventory();
    expect(releases).toContainEqual(
      expect.objectContaining({
        remote: 'teams',
        version: '1.1.0',
        build: 'teams@1.1.0+def456',
        sdkRange: '^2.0.0',
        manifestUrl: 'http://127.0.0.1:3011/1.1.0/mf-manifest.json',
        compatible: true,
        groups: [],
      }),
    );
    expect(releases).toContainEqual(
      expect.objectContaining({
        remote: 'talent',
        version: '1.0.0',
        manifestUrl: 'http://127.0.0.1:3012/1.0.0/mf-manifest.json',
      }),
    );
    // The walls report SDK 2.0.0: a build that needs ^3.0.0 is not offered.
    expect(releases).toContainEqual(expect.objectContaining({ remote: 'teams', version: '3.0.0', compatible: false }));
  });

  test('a group that runs a version is named on it once the group is used', async () => {
    await service.request('GET', '/api/groups', { headers: { cookie: viewer } });
    expect(await inventory()).toContainEqual(
      expect.objectContaining({ remote: 'teams', version: '1.0.0', groups: ['hub'] }),
    );
  });

  test('a rescan by an operator registers a build published since the start; a viewer may not rescan', async () => {
    publishFixture(published.dir, 'chain', '1.2.0', ['map'], '^2.0.0', 'c12c12');
    expect((await service.request('POST', '/api/releases/rescan', { headers: { cookie: viewer } })).status).toBe(403);
    const reply = await service.request('POST', '/api/releases/rescan', { headers: { cookie: operator } });
    expect(reply.json()).toEqual({ added: ['chain@1.2.0'], conflicts: [] });
    expect(await inventory()).toContainEqual(
      expect.objectContaining({ remote: 'chain', version: '1.2.0', build: 'chain@1.2.0+c12c12' }),
    );
  });

  test('a publish token registers a new version of its own remote once; the same version again is refused 409', async () => {
    const token = (
      await service.request('POST', '/api/publish-tokens', { body: { remote: 'talent' }, headers: { cookie: admin } })
    ).json<{ secret: string }>();
    const publish = (body: Record<string, unknown>) =>
      service.request('POST', '/api/releases', {
        body: { remote: 'talent', version: '1.5.0', build: 'talent@1.5.0+5a5a5a', sdkRange: '^2.0.0', ...body },
        headers: { authorization: `Bearer ${token.secret}` },
      });
    const first = await publish({});
    expect(first.status).toBe(201);
    expect(first.json()).toMatchObject({ manifestUrl: 'http://127.0.0.1:3012/1.5.0/mf-manifest.json' });
    const again = await publish({ build: 'talent@1.5.0+changed' });
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ field: 'version', error: expect.stringContaining('已发布过') });
    expect(await inventory()).toContainEqual(
      expect.objectContaining({ remote: 'talent', version: '1.5.0', build: 'talent@1.5.0+5a5a5a' }),
    );
  });

  test('a publish token cannot publish another remote, and without one nothing is registered', async () => {
    const token = (
      await service.request('POST', '/api/publish-tokens', { body: { remote: 'chain' }, headers: { cookie: admin } })
    ).json<{ secret: string }>();
    const body = { remote: 'teams', version: '1.9.0', build: 'teams@1.9.0+999999', sdkRange: '^2.0.0' };
    expect(
      (await service.request('POST', '/api/releases', { body, headers: { authorization: `Bearer ${token.secret}` } }))
        .status,
    ).toBe(403);
    expect((await service.request('POST', '/api/releases', { body })).status).toBe(401);
    expect(
      (
        await service.request('POST', '/api/publish-tokens', {
          body: { remote: 'chain' },
          headers: { cookie: operator },
        })
      ).status,
    ).toBe(403);
    expect(await inventory()).not.toContainEqual(expect.objectContaining({ remote: 'teams', version: '1.9.0' }));
  });

  const tokenFor = async (remote: string) =>
    `Bearer ${(await service.request('POST', '/api/publish-tokens', { body: { remote }, headers: { cookie: admin } })).json<{ secret: string }>().secret}`;
  const acme = {
    remote: 'acme',
    version: '2.0.0',
    build: 'acme@2.0.0+ac2ac2',
    sdkRange: '^2.0.0',
    manifestUrl: 'https://acme.example.cn/acme/2.0.0/mf-manifest.json',
  };

  test('a version registered with its panels shows them in the inventory, and a layout may place them', async () => {
    const authorization = await tokenFor('acme');
    expect(
      (
        await service.request('POST', '/api/releases', {
          body: { ...acme, exposes: ['overview'] },
          headers: { authorization },
        })
      ).status,
    ).toBe(201);
    expect(await inventory()).toContainEqual(
      expect.objectContaining({ remote: 'acme', version: '2.0.0', exposes: ['overview'] }),
    );
    const page = structuredClone(FIXTURE_LAYOUTS.pages.hub);
    page.slots[0].panels = ['acme/overview'];
    expect(
      (await service.request('PUT', '/api/groups/hub/layouts/hub', { body: page, headers: { cookie: operator } }))
        .status,
    ).toBe(200);
    page.slots[0].panels = ['acme/elsewhere'];
    const refused = await service.request('PUT', '/api/groups/hub/layouts/hub', {
      body: page,
      headers: { cookie: operator },
    });
    expect(refused.json()).toMatchObject({
      field: 'slots[0].panels[0]',
      error: expect.stringContaining('没有提供面板 elsewhere'),
    });
  });

  test('a panel name that is no panel name is refused 400 naming it, and nothing is registered', async () => {
    const authorization = await tokenFor('acme');
    const reply = await service.request('POST', '/api/releases', {
      body: { ...acme, version: '2.1.0', build: 'acme@2.1.0+x', exposes: ['./Overview'] },
      headers: { authorization },
    });
    expect(reply.status).toBe(400);
    expect(reply.json()).toMatchObject({ field: 'exposes[0]' });
    expect(await inventory()).not.toContainEqual(expect.objectContaining({ remote: 'acme', version: '2.1.0' }));
  });

  test('a folder whose build differs from the registered one is reported by the rescan and changes nothing', async () => {
    publishFixture(published.dir, 'talent', '1.0.0', ['trend'], '^2.0.0', 'f0f0f0');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reply = await service.request('POST', '/api/releases/rescan', { headers: { cookie: operator } });
    warn.mockRestore();
    expect(reply.json()).toEqual({
      added: [],
      conflicts: ['talent@1.0.0：登记的是 talent@1.0.0+abc123，目录中是 talent@1.0.0+f0f0f0'],
    });
    expect(await inventory()).toContainEqual(
      expect.objectContaining({ remote: 'talent', version: '1.0.0', build: 'talent@1.0.0+abc123' }),
    );
  });

  test('a manifestUrl on an origin walls may not load is refused, and nothing is registered', async () => {
    const authorization = await tokenFor('acme');
    for (const manifestUrl of [
      'https://evil.example/acme/2.2.0/mf-manifest.json',
      'http://acme.example.cn/acme/2.2.0/mf-manifest.json',
    ]) {
      const reply = await service.request('POST', '/api/releases', {
        body: { ...acme, version: '2.2.0', build: 'acme@2.2.0+x', manifestUrl },
        headers: { authorization },
      });
      expect(reply.status).toBe(400);
      expect(reply.json()).toMatchObject({ field: 'manifestUrl' });
    }
    expect(await inventory()).not.toContainEqual(expect.objectContaining({ remote: 'acme', version: '2.2.0' }));
  });

  test('a caller without a token learns nothing about the fields: 401 before the body is read', async () => {
    for (const body of [{}, { remote: 'acme', extra: 1 }, { ...acme, version: 'x' }]) {
      const reply = await service.request('POST', '/api/releases', { body });
      expect(reply.status).toBe(401);
      expect(reply.json()).toEqual({ error: '缺少、无效或已吊销的发布令牌（Authorization: Bearer <令牌>）' });
    }
  });
});
