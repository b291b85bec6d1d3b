import { beat, testEngines, type TestService } from '../../testing/harness';
import { publishFixture } from '../../testing/published-fixture';
import { startReleaseSuite, type ReleaseSuite } from '../../testing/release-suite';

// A group starts loading a remote it does not run yet (a new team's panels), before a layout places them.
describe.each(testEngines())('adding a remote to a group on %s', (engine) => {
  let suite: ReleaseSuite;
  let service: TestService;
  let viewer: string;
  let operator: string;
  let credential: ReleaseSuite['credential'];
  beforeAll(async () => {
    suite = await startReleaseSuite(engine, {
      groups: ['lobby', 'hall'],
      publish: (dir) => {
        publishFixture(dir, 'acme', '1.0.0', ['overview', 'index-page']);
        publishFixture(dir, 'acme', '2.0.0', ['overview'], '^9.0.0', 'fff999');
      },
    });
    ({ service, viewer, operator, credential } = suite);
    await service.request('POST', '/api/walls/lobby-1/beat', {
      body: beat('lobby'),
      headers: { authorization: await credential('lobby-1', 'lobby') },
    });
  }, 120_000);
  afterAll(() => suite?.stop());

  const add = (body: unknown, cookie = operator, group = 'lobby') =>
    service.request('POST', `/api/groups/${group}/remotes`, { body, headers: cookie ? { cookie } : {} });
  const wallRemotes = async (wallId: string, group: string) =>
    (
      await service.request('GET', `/api/walls/${wallId}/remotes.json`, {
        headers: { authorization: await credential(wallId, group) },
      })
    ).json<{ remotes: Record<string, string> }>().remotes;
  const panelsOf = async (group: string) =>
    (await service.request('GET', `/api/groups/${group}/panels`, { headers: { cookie: viewer } }))
      .json<{ id: string }[]>()
      .map((p) => p.id);

  test('a viewer is refused 403 and no session 401; the group does not change', async () => {
    expect((await add({ remote: 'acme', version: '1.0.0' }, viewer)).status).toBe(403);
    expect((await add({ remote: 'acme', version: '1.0.0' }, '')).status).toBe(401);
    expect(await wallRemotes('lobby-1', 'lobby')).not.toHaveProperty('acme');
  });

  test('a version the inventory lacks, or one the walls cannot run, is refused naming the version', async () => {
    expect((await add({ remote: 'acme', version: '7.7.7' })).json()).toEqual({
      error: expect.stringContaining('acme@7.7.7'),
      field: 'version',
    });
    const incompatible = await add({ remote: 'acme', version: '2.0.0' });
    expect(incompatible.status).toBe(400);
    expect(incompatible.json()).toEqual({ error: expect.stringContaining('^9.0.0'), field: 'version' });
  });

  test('a body that is not a remote and version is a 400 naming the field', async () => {
    expect((await add({ remote: 'ACME!', version: '1.0.0' })).json()).toMatchObject({ field: 'remote' });
    expect((await add({ remote: 'acme', version: '1.0.0', extra: 1 })).json()).toMatchObject({ field: 'extra' });
  });

  test("an added remote is served to that group's walls only, its panels become choices, and the step is audited", async () => {
    const reply = await add({ remote: 'acme', version: '1.0.0' });
    expect(reply.status).toBe(201);
    expect((await wallRemotes('lobby-1', 'lobby')).acme).toMatch(/acme\/1\.0\.0\/mf-manifest\.json$/);
    expect(await wallRemotes('hall-1', 'hall')).not.toHaveProperty('acme');
    expect(await panelsOf('lobby')).toContain('acme/overview');
    expect(await panelsOf('hall')).not.toContain('acme/overview');
    const audit = (await service.request('GET', '/api/audit', { headers: { cookie: viewer } })).json<
      { action: string; target: string; actor: string }[]
    >();
    expect(audit).toContainEqual(expect.objectContaining({ action: 'group.remote.add', target: 'lobby/acme' }));
  });

  test('a remote the group already runs is refused 409: a new version goes through a staged rollout', async () => {
    const reply = await add({ remote: 'teams', version: '1.1.0' });
    expect(reply.status).toBe(409);
    expect(reply.json().error).toContain('分阶段发布');
    expect((await wallRemotes('lobby-1', 'lobby')).teams).toMatch(/\/1\.0\.0\/mf-manifest\.json$/);
  });

  test('an index page is offered as no panel and refused in a slot', async () => {
    expect(await panelsOf('lobby')).not.toContain('acme/index-page');
    const layouts = (await service.request('GET', '/api/groups/lobby/layouts', { headers: { cookie: viewer } })).json<{
      pages: { hub: { slots: { panels: string[] }[] } };
    }>();
    const page = structuredClone(layouts.pages.hub);
    page.slots[0].panels = ['acme/index-page'];
    const reply = await service.request('PUT', '/api/groups/lobby/layouts/hub', {
      body: page,
      headers: { cookie: operator },
    });
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({ error: expect.stringContaining('不是面板'), field: 'slots[0].panels[0]' });
  });

  test('an unknown group is a 404', async () => {
    expect((await add({ remote: 'acme', version: '1.0.0' }, operator, 'ghost')).status).toBe(404);
  });
});
