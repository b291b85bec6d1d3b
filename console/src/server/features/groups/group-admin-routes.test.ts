import { beat, testEngines, type TestService } from '../../testing/harness';
import { startReleaseSuite, type ReleaseSuite } from '../../testing/release-suite';

// Groups an administrator manages: created from an existing group, renamed, removed when no wall is in it.
describe.each(testEngines())('managing groups on %s', (engine) => {
  let suite: ReleaseSuite;
  let service: TestService;
  beforeAll(async () => {
    suite = await startReleaseSuite(engine, { groups: ['lobby', 'hall', 'spare'] });
    service = suite.service;
    await service.request('POST', '/api/walls/lobby-1/beat', {
      body: beat('lobby'),
      headers: { authorization: await suite.credential('lobby-1', 'lobby') },
    });
  }, 120_000);
  afterAll(() => suite?.stop());

  const as = (cookie: string) => ({ headers: { cookie } });
  const list = async () =>
    (await service.request('GET', '/api/groups', as(suite.viewer))).json<
      { group: string; name: string; walls: number }[]
    >();
  const auditActions = async () =>
    (await service.request('GET', '/api/audit', as(suite.viewer))).json<
      { action: string; target: string; detail?: string }[]
    >();
  const create = (body: unknown, cookie = suite.admin) =>
    service.request('POST', '/api/groups', { body, ...as(cookie) });

  test('an operator is refused 403 for every group write, and nothing changes', async () => {
    expect((await create({ group: 'meeting', name: '三楼会议室', from: 'lobby' }, suite.operator)).status).toBe(403);
    expect(
      (await service.request('PATCH', '/api/groups/lobby', { body: { name: 'x' }, ...as(suite.operator) })).status,
    ).toBe(403);
    expect((await service.request('DELETE', '/api/groups/spare', as(suite.operator))).status).toBe(403);
    expect((await list()).map((g) => g.group)).toEqual(['hall', 'lobby', 'spare']);
  });

  test("a new group starts with a copy of its source's versions and layouts, and is audited", async () => {
    const page = (await service.request('GET', '/api/groups/lobby/layouts', as(suite.viewer))).json().pages.hub;
    page.slots = page.slots.slice(0, 2);
    expect(
      (await service.request('PUT', '/api/groups/lobby/layouts/hub', { body: page, ...as(suite.operator) })).status,
    ).toBe(200);
    const reply = await create({ group: 'meeting', name: '三楼会议室', from: 'lobby' });
    expect(reply.status).toBe(201);
    expect(reply.json()).toMatchObject({
      group: 'meeting',
      name: '三楼会议室',
      versions: { teams: '1.0.0', talent: '1.0.0', chain: '1.0.0' },
      walls: 0,
    });
    expect(
      (await service.request('GET', '/api/groups/meeting/layouts', as(suite.viewer)))
        .json()
        .pages.hub.slots.map((s: { id: string }) => s.id),
    ).toEqual(['a', 'b']);
    expect(await auditActions()).toContainEqual(
      expect.objectContaining({ action: 'group.create', target: 'meeting', detail: expect.stringContaining('lobby') }),
    );
  });

  test("a new group started from a template gets the template's page, not its source's", async () => {
    expect((await create({ group: 'tv-room', name: '电视间', from: 'lobby', template: 'hub-full' })).status).toBe(201);
    // lobby's page was cut to slots a and b above; the template is the full page.
    const page = (await service.request('GET', '/api/groups/tv-room/layouts', as(suite.viewer))).json().pages.hub;
    expect(page.slots.map((s: { id: string }) => s.id)).toEqual(['a', 'b', 'c']);
    const versions = (
      await service.request('GET', '/api/groups/tv-room/layouts/hub/versions', as(suite.viewer))
    ).json();
    expect(versions).toEqual([expect.objectContaining({ version: 1, summary: '新建分组时的布局' })]);
  });

  test('an unknown template is 400 naming the field, and no group is made', async () => {
    const reply = await create({ group: 'tv-ghost', name: '无', from: 'lobby', template: 'no-such' });
    expect([reply.status, reply.json().field]).toEqual([400, 'template']);
    expect((await list()).map((g) => g.group)).not.toContain('tv-ghost');
  });

  test('a taken id is 409, an unknown source 404, a malformed id 400 naming the field', async () => {
    expect((await create({ group: 'lobby', name: '重复', from: 'hall' })).status).toBe(409);
    expect((await create({ group: 'new-one', name: '新', from: 'ghost' })).json()).toMatchObject({ field: 'from' });
    expect((await create({ group: 'Bad Id', name: '新', from: 'lobby' })).json()).toMatchObject({ field: 'group' });
    expect((await list()).map((g) => g.group)).not.toContain('new-one');
  });

  test('a rename changes the display name the list carries, audited with the old name', async () => {
    const reply = await service.request('PATCH', '/api/groups/hall', { body: { name: '展厅' }, ...as(suite.admin) });
    expect(reply.json()).toMatchObject({ group: 'hall', name: '展厅' });
    expect((await list()).find((g) => g.group === 'hall')?.name).toBe('展厅');
    expect(await auditActions()).toContainEqual(
      expect.objectContaining({ action: 'group.rename', target: 'hall', detail: 'hall → 展厅' }),
    );
  });

  test('a group with a wall in it is not removed: 409 names the wall', async () => {
    const reply = await service.request('DELETE', '/api/groups/lobby', as(suite.admin));
    expect(reply.status).toBe(409);
    expect(reply.json().error).toContain('lobby-1');
    expect((await list()).map((g) => g.group)).toContain('lobby');
  });

  test('a removed group is gone from the list and its layouts, no wall can be moved into it, and it is audited', async () => {
    expect((await service.request('DELETE', '/api/groups/spare', as(suite.admin))).status).toBe(204);
    expect((await list()).map((g) => g.group)).not.toContain('spare');
    expect((await service.request('GET', '/api/groups/spare/layouts', as(suite.viewer))).status).toBe(404);
    const move = await service.request('PATCH', '/api/walls/lobby-1', {
      body: { group: 'spare' },
      ...as(suite.operator),
    });
    expect(move.json()).toMatchObject({ field: 'group' });
    expect((await list()).find((g) => g.group === 'lobby')?.walls).toBe(1);
    expect(await auditActions()).toContainEqual(expect.objectContaining({ action: 'group.remove', target: 'spare' }));
  });
});
