import { beat, testEngines, type TestService } from '../../testing/harness';
import { FIXTURE_LAYOUTS } from '../../testing/published-fixture';
import { startReleaseSuite, type ReleaseSuite } from '../../testing/release-suite';

const hubPage = () => structuredClone(FIXTURE_LAYOUTS.pages.hub);

describe.each(testEngines())('group layouts on %s', (engine) => {
  let suite: ReleaseSuite;
  let service: TestService;
  let viewer: string;
  let operator: string;
  let credential: ReleaseSuite['credential'];
  beforeAll(async () => {
    suite = await startReleaseSuite(engine, { groups: ['lobby', 'hall'] });
    ({ service, viewer, operator, credential } = suite);
    await service.request('POST', '/api/walls/lobby-1/beat', {
      body: beat('lobby'),
      headers: { authorization: await credential('lobby-1', 'lobby') },
    });
  }, 120_000);
  afterAll(() => suite?.stop());

  const put = (page: unknown, cookie?: string) =>
    service.request('PUT', '/api/groups/lobby/layouts/hub', { body: page, headers: cookie ? { cookie } : {} });
  const wallLayouts = async (wallId: string, group: string) =>
    (
      await service.request('GET', `/api/walls/${wallId}/layouts.json`, {
        headers: { authorization: await credential(wallId, group) },
      })
    ).json();

  test('a new group gets the default layouts and versions', async () => {
    expect(await wallLayouts('hall-1', 'hall')).toEqual(FIXTURE_LAYOUTS);
    const groups = (await service.request('GET', '/api/groups', { headers: { cookie: viewer } })).json();
    expect(groups).toContainEqual({
      group: 'lobby',
      name: 'lobby',
      versions: { teams: '1.0.0', talent: '1.0.0', chain: '1.0.0' },
      walls: 1,
      online: 1,
    });
  });

  test('the panel picker offers every panel the group runs', async () => {
    const panels = (await service.request('GET', '/api/groups/lobby/panels', { headers: { cookie: viewer } })).json<
      { id: string }[]
    >();
    expect(panels.map((p) => p.id)).toEqual(['chain/map', 'talent/trend', 'teams/overview', 'teams/running-teams']);
  });

  test("a viewer reads the remotes the group settles on (what its walls' remotes.json names); without a session 401", async () => {
    const reply = await service.request('GET', '/api/groups/lobby/remotes', { headers: { cookie: viewer } });
    expect(reply.status).toBe(200);
    const wall = (
      await service.request('GET', '/api/walls/lobby-1/remotes.json', {
        headers: { authorization: await credential('lobby-1', 'lobby') },
      })
    ).json<{ remotes: Record<string, string> }>();
    expect(reply.json()).toEqual({ group: 'lobby', remotes: wall.remotes });
    expect(Object.keys(wall.remotes)).toEqual(['chain', 'talent', 'teams']);
    expect((await service.request('GET', '/api/groups/lobby/remotes')).status).toBe(401);
    expect((await service.request('GET', '/api/groups/nowhere/remotes', { headers: { cookie: viewer } })).status).toBe(
      404,
    );
  });

  test('two overlapping slots are refused with both slot ids named', async () => {
    const page = hubPage();
    page.slots[1].x = 500;
    const reply = await put(page, operator);
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({ error: expect.stringMatching(/槽位 a 与槽位 b 重叠/), field: 'slots[1]' });
  });

  test('a panel no remote of the group exposes is refused naming its slot and panel', async () => {
    const page = hubPage();
    page.slots[2].panels = ['chain/nowhere'];
    const reply = await put(page, operator);
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({
      error: expect.stringMatching(/槽位 c 的面板 chain\/nowhere/),
      field: 'slots[2].panels[0]',
    });
    const foreign = hubPage();
    foreign.slots[0].panels = ['devices/status'];
    expect((await put(foreign, operator)).json()).toMatchObject({
      field: 'slots[0].panels[0]',
      error: expect.stringContaining('devices'),
    });
  });

  test('a body that is no layout at all is a 400 naming the body, and an unknown page or group a 404', async () => {
    expect(
      (
        await service.request('PUT', '/api/groups/lobby/layouts/hub', {
          raw: 'null',
          headers: { cookie: operator, 'content-type': 'application/json' },
        })
      ).json(),
    ).toMatchObject({ field: 'body' });
    expect(
      (
        await service.request('PUT', '/api/groups/lobby/layouts/nowhere', {
          body: hubPage(),
          headers: { cookie: operator },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await service.request('PUT', '/api/groups/ghost/layouts/hub', {
          body: hubPage(),
          headers: { cookie: operator },
        })
      ).status,
    ).toBe(404);
  });

  test('a viewer is refused 403 and a request without a session 401; nothing changes', async () => {
    const page = hubPage();
    page.slots[0].panels = ['teams/running-teams'];
    expect((await put(page, viewer)).status).toBe(403);
    expect((await put(page)).status).toBe(401);
    expect(await wallLayouts('lobby-1', 'lobby')).toEqual(FIXTURE_LAYOUTS);
  });

  test("an operator's layout is served to that group's walls only, and the edit is audited", async () => {
    const page = hubPage();
    page.slots[0].panels = ['teams/running-teams', 'teams/overview'];
    const reply = await put(page, operator);
    expect(reply.status).toBe(200);
    expect(await wallLayouts('lobby-1', 'lobby')).toEqual({ pages: { hub: page } });
    expect(await wallLayouts('hall-1', 'hall')).toEqual(FIXTURE_LAYOUTS);
    const audit = (await service.request('GET', '/api/audit', { headers: { cookie: viewer } })).json<
      { action: string; target: string }[]
    >();
    expect(audit).toContainEqual(expect.objectContaining({ action: 'layout.update', target: 'lobby/hub' }));
  });

  test('a wall asks for its layouts cross-origin and without a credential gets 401', async () => {
    const reply = await service.request('GET', '/api/walls/lobby-1/layouts.json', {
      headers: { authorization: await credential('lobby-1', 'lobby'), origin: 'http://wall.example' },
    });
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect((await service.request('GET', '/api/walls/lobby-1/layouts.json')).status).toBe(401);
  });
});
