import { beat, testEngines, type TestService } from '../../../testing/harness';
import { FIXTURE_LAYOUTS, publishFixture } from '../../../testing/published-fixture';
import { startReleaseSuite, type ReleaseSuite } from '../../../testing/release-suite';

// `npm run remote -- use|rollback` through the service: an operator's immediate, audited switch of what walls load.
describe.each(testEngines())('switching a remote version directly on %s', (engine) => {
  let suite: ReleaseSuite;
  let service: TestService;
  beforeAll(async () => {
    suite = await startReleaseSuite(engine, {
      groups: ['lobby', 'hall'],
      // 1.2.0 lacks the panel slot a of the fixture layout places; 1.3.0 keeps it but lacks running-teams.
      publish: (dir) => {
        publishFixture(dir, 'teams', '1.2.0', ['running-teams'], '^2.0.0', '121212');
        publishFixture(dir, 'teams', '1.3.0', ['overview'], '^2.0.0', '131313');
      },
    });
    service = suite.service;
    await service.request('POST', '/api/walls/lobby-1/beat', {
      body: beat('lobby'),
      headers: { authorization: await suite.credential('lobby-1', 'lobby') },
    });
  }, 120_000);
  afterAll(() => suite?.stop());

  const use = (body: unknown, cookie = suite.operator) =>
    service.request('PUT', '/api/remotes/teams/version', { body, headers: { cookie } });
  const rollback = (body: unknown = {}) =>
    service.request('POST', '/api/remotes/teams/rollback', { body, headers: { cookie: suite.operator } });
  const served = async (wallId: string, group: string) =>
    /\/([^/]+)\/mf-manifest\.json$/.exec(
      (
        await service.request('GET', `/api/walls/${wallId}/remotes.json`, {
          headers: { authorization: await suite.credential(wallId, group) },
        })
      ).json().remotes.teams,
    )?.[1];

  test('a viewer is refused 403 and the walls keep their version', async () => {
    expect((await use({ version: '1.1.0' }, suite.viewer)).status).toBe(403);
    expect(await served('lobby-1', 'lobby')).toBe('1.0.0');
  });

  test('a version not in the inventory, or one the walls cannot run, is refused naming the version', async () => {
    expect((await use({ version: '7.7.7' })).json()).toEqual({ error: '发布清单中没有 teams@7.7.7', field: 'version' });
    expect((await use({ version: '3.0.0' })).json()).toMatchObject({
      field: 'version',
      error: expect.stringContaining('^3.0.0'),
    });
  });

  test('a version that lacks a panel the layouts place is refused naming the slot', async () => {
    const reply = await use({ version: '1.2.0' });
    expect(reply.status).toBe(400);
    expect(reply.json().error).toContain('分组 hall 页面 hub 槽位 a（teams/overview）');
    expect(await served('lobby-1', 'lobby')).toBe('1.0.0');
  });

  test('use switches every group that runs the remote at once, and is audited', async () => {
    const reply = await use({ version: '1.1.0' });
    expect(reply.json()).toEqual({
      remote: 'teams',
      changes: [
        { group: 'hall', from: '1.0.0', to: '1.1.0' },
        { group: 'lobby', from: '1.0.0', to: '1.1.0' },
      ],
    });
    expect([await served('lobby-1', 'lobby'), await served('hall-1', 'hall')]).toEqual(['1.1.0', '1.1.0']);
    const audit = (await service.request('GET', '/api/audit', { headers: { cookie: suite.viewer } })).json();
    expect(audit[0]).toMatchObject({
      action: 'group.version.use',
      target: 'teams',
      detail: '分组 hall：1.0.0 → 1.1.0；分组 lobby：1.0.0 → 1.1.0',
    });
  });

  test('rollback goes back to the version before the switch, then has nothing left to roll back', async () => {
    expect((await rollback()).json().changes).toEqual([
      { group: 'hall', from: '1.1.0', to: '1.0.0' },
      { group: 'lobby', from: '1.1.0', to: '1.0.0' },
    ]);
    expect(await served('lobby-1', 'lobby')).toBe('1.0.0');
    expect((await rollback()).json()).toMatchObject({ field: 'version', error: expect.stringContaining('没有可回滚') });
  });

  test('--group switches only the group named', async () => {
    expect((await use({ version: '1.1.0', group: 'hall' })).json().changes).toEqual([
      { group: 'hall', from: '1.0.0', to: '1.1.0' },
    ]);
    expect([await served('lobby-1', 'lobby'), await served('hall-1', 'hall')]).toEqual(['1.0.0', '1.1.0']);
    expect((await rollback({ group: 'hall', version: '1.0.0' })).json().changes).toEqual([
      { group: 'hall', from: '1.1.0', to: '1.0.0' },
    ]);
  });

  test('a live rollout of the remote on the group is refused 409', async () => {
    const started = await service.request('POST', '/api/rollouts', {
      body: { remote: 'teams', version: '1.1.0', groups: ['lobby'], canary: { wall: 'lobby-1' } },
      headers: { cookie: suite.operator },
    });
    expect(started.status).toBe(201);
    const reply = await use({ version: '1.1.0', group: 'lobby' });
    expect(reply.status).toBe(409);
    expect(reply.json().error).toContain(started.json().id);
    await service.request('POST', `/api/rollouts/${started.json().id}/abort`, {
      body: {},
      headers: { cookie: suite.operator },
    });
  });

  test('a remote no group runs, and an unknown group, are refused', async () => {
    expect(
      (
        await service.request('PUT', '/api/remotes/ghost/version', {
          body: { version: '1.0.0' },
          headers: { cookie: suite.operator },
        })
      ).json(),
    ).toMatchObject({ field: 'remote' });
    expect((await use({ version: '1.1.0', group: 'nowhere' })).status).toBe(404);
  });

  test('a version that lacks a panel only a daypart’s layout places is refused naming that slot', async () => {
    // A group of its own, made last: the switches above act on every group that runs the remote.
    expect(
      (
        await service.request('POST', '/api/groups', {
          body: { group: 'night', name: '夜班', from: 'lobby' },
          headers: { cookie: suite.admin },
        })
      ).status,
    ).toBe(201);
    const hub = FIXTURE_LAYOUTS.pages.hub;
    const evening = {
      ...hub,
      slots: hub.slots.map((s) => (s.id === 'a' ? { ...s, panels: ['teams/running-teams'] } : s)),
    };
    const week = {
      timezone: 'Asia/Shanghai',
      offStyle: 'black',
      dayparts: [{ name: '夜间', days: [1], from: '18:00', to: '23:00', pages: { hub: evening } }],
      screenOff: [],
    };
    expect(
      (await service.request('PUT', '/api/groups/night/schedule', { body: week, headers: { cookie: suite.operator } }))
        .status,
    ).toBe(200);
    const reply = await use({ version: '1.3.0', group: 'night' });
    expect(reply.status).toBe(400);
    expect(reply.json().error).toContain('分组 night 页面 hub（时段「夜间」） 槽位 a（teams/running-teams）');
  });
});
