import { beat, slot, testEngines, type TestService } from '../../../testing/harness';
import { setGroupVersion } from '../groups-store';
import { FIXTURE_LAYOUTS, publishFixture } from '../../../testing/published-fixture';
import { startReleaseSuite, type ReleaseSuite } from '../../../testing/release-suite';

const OLD = 'http://127.0.0.1:3011/1.0.0/mf-manifest.json';
const NEW = 'http://127.0.0.1:3011/1.1.0/mf-manifest.json';
const BAKE_MS = 30_000;
const OVERRIDE = { override: true, reason: '紧急修复，已人工确认' };

describe.each(testEngines())('rollouts on %s', (engine) => {
  let suite: ReleaseSuite;
  let service: TestService;
  let viewer: string;
  let operator: string;
  let credential: ReleaseSuite['credential'];
  beforeAll(async () => {
    suite = await startReleaseSuite(engine, {
      groups: [
        'east',
        'west',
        'north',
        'hall',
        'south',
        'empty',
        'alpha',
        'beta',
        'gamma',
        'ga',
        'gb',
        'gc',
        'gd',
        'ge',
      ],
      publish: (dir) => {
        // 4.0.0 no longer exposes overview, which the fixture layout places in slot a.
        publishFixture(dir, 'teams', '4.0.0', ['running-teams'], '^2.0.0', '444444');
        publishFixture(dir, 'teams', '1.2.0', ['overview', 'running-teams'], '^2.0.0', '120120');
        // 5.0.0 keeps overview (the fixture page's) but drops running-teams.
        publishFixture(dir, 'teams', '5.0.0', ['overview'], '^2.0.0', '500500');
      },
    });
    ({ service, viewer, operator, credential } = suite);
    for (const wall of [
      'east-1',
      'east-2',
      'west-1',
      'north-1',
      'north-2',
      'hall-1',
      'hall-2',
      'south-1',
      'alpha-1',
      'alpha-2',
      'beta-1',
      'gamma-1',
      'ga-1',
      'gb-1',
      'gc-1',
      'gd-1',
      'ge-1',
    ])
      await sendBeat(wall);
  }, 120_000);
  afterAll(() => suite?.stop());

  const groupOf = (wall: string) => wall.split('-')[0];
  async function sendBeat(wall: string, slots = beat('x').slots) {
    const reply = await service.request('POST', `/api/walls/${wall}/beat`, {
      body: beat(groupOf(wall), { slots }),
      headers: { authorization: await credential(wall, groupOf(wall)) },
    });
    expect(reply.status).toBe(200);
  }
  const start = (body: Record<string, unknown>) =>
    service.request('POST', '/api/rollouts', {
      body: { remote: 'teams', version: '1.1.0', bakeMs: BAKE_MS, ...body },
      headers: { cookie: operator },
    });
  const teamsUrl = async (wall: string) =>
    (
      await service.request('GET', `/api/walls/${wall}/remotes.json`, {
        headers: { authorization: await credential(wall, groupOf(wall)) },
      })
    ).json().remotes.teams;
  const rollout = async (id: string) =>
    (await service.request('GET', '/api/rollouts', { headers: { cookie: viewer } }))
      .json<{ id: string }[]>()
      .find((r) => r.id === id);
  const audit = async () =>
    (await service.request('GET', '/api/audit', { headers: { cookie: viewer } })).json<Record<string, string>[]>();

  test('during a rollout the canary loads the new version, its neighbours and other groups the old one', async () => {
    const reply = await start({ groups: ['east'], canary: { wall: 'east-1' } });
    expect(reply.status).toBe(201);
    expect(reply.json()).toMatchObject({
      fromVersion: '1.0.0',
      toVersion: '1.1.0',
      canaries: ['east-1'],
      status: 'baking',
      createdBy: expect.any(String),
    });
    expect(await teamsUrl('east-1')).toBe(NEW);
    expect(await teamsUrl('east-2')).toBe(OLD);
    expect(await teamsUrl('west-1')).toBe(OLD);
  });

  test('a rollout is refused for an unknown or incompatible version, a group without walls, and a second live one', async () => {
    expect((await start({ version: '7.7.7', groups: ['south'], canary: { share: 0.5 } })).json()).toMatchObject({
      field: 'version',
    });
    const incompatible = await start({ version: '3.0.0', groups: ['south'], canary: { share: 0.5 } });
    expect(incompatible.status).toBe(400);
    expect(incompatible.json().error).toContain('^3.0.0');
    const silent = await start({ groups: ['empty'], canary: { share: 0.5 } });
    expect(silent.json()).toMatchObject({ field: 'groups', error: expect.stringContaining('empty') });
    expect((await start({ groups: ['south'], canary: { share: 0.5 } })).status).toBe(201);
    expect((await start({ groups: ['south'], canary: { share: 1 } })).status).toBe(409);
    expect(
      (
        await service.request('POST', '/api/rollouts', {
          body: { remote: 'teams', version: '1.1.0', groups: ['west'], canary: { share: 1 } },
          headers: { cookie: viewer },
        })
      ).status,
    ).toBe(403);
  });

  test('a canary healthy on the new build is promoted after the bake and the whole group then loads it', async () => {
    const { id, startedAt } = (await start({ groups: ['north'], canary: { wall: 'north-1' } })).json();
    await sendBeat('north-1', [slot('a', 'teams/overview', 'ready', 'teams@1.1.0+def456'), slot('b', 'talent/trend')]);
    await service.rollouts.tick(startedAt + BAKE_MS / 2);
    expect(await rollout(id)).toMatchObject({ status: 'baking' });
    expect(await teamsUrl('north-2')).toBe(OLD);
    await service.rollouts.tick(startedAt + BAKE_MS + 1000);
    expect(await rollout(id)).toMatchObject({ status: 'promoted' });
    expect(await teamsUrl('north-2')).toBe(NEW);
    expect(await audit()).toContainEqual(
      expect.objectContaining({ actor: '系统', action: 'rollout.promote', target: `rollout ${id}` }),
    );
  });

  test('a render error of the new build on the canary fails the rollout at once and sends the canary back', async () => {
    const { id, startedAt } = (await start({ groups: ['hall'], canary: { wall: 'hall-1' } })).json();
    expect(await teamsUrl('hall-1')).toBe(NEW);
    const broken = {
      ...slot('a', 'teams/overview', 'ready', 'teams@1.1.0+def456'),
      lastError: { class: 'RenderError', message: '渲染失败' },
    };
    await sendBeat('hall-1', [broken, slot('b', 'talent/trend')]);
    await service.rollouts.tick(startedAt + 1000);
    const failed = await rollout(id);
    expect(failed).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/墙面 hall-1 槽位 a.*RenderError/),
    });
    expect(await teamsUrl('hall-1')).toBe(OLD);
    const entry = (await audit()).find((e) => e.action === 'rollout.fail' && e.target === `rollout ${id}`);
    expect(entry).toMatchObject({ actor: '系统', detail: expect.stringContaining('hall-1') });
  });

  test('an operator can pause, resume and abort a rollout; an abort sends the canary back', async () => {
    const { id } = (await start({ groups: ['west'], canary: { wall: 'west-1' } })).json();
    const command = (name: string, cookie = operator) =>
      service.request('POST', `/api/rollouts/${id}/${name}`, { headers: { cookie } });
    expect((await command('pause')).json()).toMatchObject({ status: 'paused' });
    expect((await command('pause')).status).toBe(409);
    expect((await command('resume', viewer)).status).toBe(403);
    expect((await command('resume')).json()).toMatchObject({ status: 'baking' });
    expect(await teamsUrl('west-1')).toBe(NEW);
    expect((await command('abort')).json()).toMatchObject({ status: 'aborted' });
    expect(await teamsUrl('west-1')).toBe(OLD);
    expect(await audit()).toContainEqual(expect.objectContaining({ action: 'rollout.abort', target: `rollout ${id}` }));
  });

  const settled = async (group: string) =>
    (await service.request('GET', '/api/groups', { headers: { cookie: viewer } }))
      .json<{ group: string; versions: Record<string, string> }[]>()
      .find((g) => g.group === group)?.versions.teams;

  test('a fault in the second stage sends the group promoted in the first stage back to the old version', async () => {
    const { id } = (await start({ groups: ['alpha', 'beta'], canary: { wall: 'alpha-1' } })).json();
    await service.request('POST', `/api/rollouts/${id}/promote`, { body: OVERRIDE, headers: { cookie: operator } });
    expect(await rollout(id)).toMatchObject({ status: 'baking', stage: 1, canaries: ['beta-1'] });
    expect([await settled('alpha'), await teamsUrl('alpha-2'), await teamsUrl('beta-1')]).toEqual(['1.1.0', NEW, NEW]);
    const broken = {
      ...slot('a', 'teams/overview', 'error', 'teams@1.1.0+def456'),
      lastError: { class: 'RenderError', message: '渲染失败' },
    };
    await sendBeat('beta-1', [broken]);
    await service.rollouts.tick(Date.now());
    expect(await rollout(id)).toMatchObject({ status: 'failed', reason: expect.stringContaining('beta-1') });
    expect([await settled('alpha'), await teamsUrl('alpha-2'), await teamsUrl('beta-1')]).toEqual(['1.0.0', OLD, OLD]);
  });

  test('an operator can promote at once and roll a promoted version back', async () => {
    const { id } = (await start({ groups: ['gamma'], canary: { share: 1 } })).json();
    const command = (name: string, body?: object) =>
      service.request('POST', `/api/rollouts/${id}/${name}`, { body, headers: { cookie: operator } });
    expect((await command('promote', OVERRIDE)).json()).toMatchObject({ status: 'promoted' });
    expect(await settled('gamma')).toBe('1.1.0');
    expect((await command('rollback')).json()).toMatchObject({ status: 'rolled-back' });
    expect([await settled('gamma'), await teamsUrl('gamma-1')]).toEqual(['1.0.0', OLD]);
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        action: 'rollout.rollback',
        detail: expect.stringContaining('分组 gamma 恢复到 1.0.0'),
      }),
    );
  });

  test('a version that drops a panel the layouts place is refused, naming the slot it would break', async () => {
    const reply = await start({ version: '4.0.0', groups: ['gc'], canary: { share: 1 } });
    expect(reply.status).toBe(400);
    expect(reply.json()).toMatchObject({
      field: 'version',
      error: expect.stringContaining('分组 gc 页面 hub 槽位 a（teams/overview）'),
    });
    expect(await settled('gc')).toBe('1.0.0');
  });

  test('a rollback restores each group to the version it ran before, not the first group’s', async () => {
    await setGroupVersion(service.db, { group: 'gb', remote: 'teams', version: '1.1.0', by: 'test', at: Date.now() });
    const { id } = (await start({ version: '1.2.0', groups: ['ga', 'gb'], canary: { share: 1 } })).json();
    const command = (name: string, body?: object) =>
      service.request('POST', `/api/rollouts/${id}/${name}`, { body, headers: { cookie: operator } });
    await command('promote', OVERRIDE);
    expect((await command('promote', OVERRIDE)).json()).toMatchObject({ status: 'promoted' });
    expect([await settled('ga'), await settled('gb')]).toEqual(['1.2.0', '1.2.0']);
    expect((await command('rollback')).json()).toMatchObject({ status: 'rolled-back' });
    expect([await settled('ga'), await settled('gb')]).toEqual(['1.0.0', '1.1.0']);
  });

  test('a manual promote needs an explicit override and is audited as one', async () => {
    const { id } = (await start({ groups: ['gc'], canary: { share: 1 } })).json();
    const promote = (body?: object) =>
      service.request('POST', `/api/rollouts/${id}/promote`, { body, headers: { cookie: operator } });
    expect((await promote()).json()).toMatchObject({ field: 'override' });
    expect((await promote({})).status).toBe(400);
    expect(await rollout(id)).toMatchObject({ status: 'baking' });
    expect((await promote(OVERRIDE)).json()).toMatchObject({ status: 'promoted' });
    const entry = (await audit()).find((e) => e.target === `rollout ${id}` && e.action === 'rollout.promote-override');
    expect(entry?.detail).toContain(OVERRIDE.reason);
  });

  const runningTeamsIn = (layout: { slots: { id: string; panels: string[] }[] }) => ({
    ...layout,
    slots: layout.slots.map((s) => (s.id === 'a' ? { ...s, panels: ['teams/running-teams'] } : s)),
  });

  test('a version that drops a panel only a daypart’s layout places is refused, naming that daypart’s slot', async () => {
    const night = {
      name: '夜间',
      days: [1, 2, 3, 4, 5, 6, 7],
      from: '18:00',
      to: '23:00',
      pages: { hub: runningTeamsIn(FIXTURE_LAYOUTS.pages.hub) },
    };
    const week = { timezone: 'Asia/Shanghai', offStyle: 'black', dayparts: [night], screenOff: [] };
    expect(
      (await service.request('PUT', '/api/groups/gd/schedule', { body: week, headers: { cookie: operator } })).status,
    ).toBe(200);
    const reply = await start({ version: '5.0.0', groups: ['gd'], canary: { share: 1 } });
    expect(reply.status).toBe(400);
    expect(reply.json().error).toContain('分组 gd 页面 hub（时段「夜间」） 槽位 a（teams/running-teams）');
  });

  test('while a rollout is live, a layout edit placing a panel its new version lacks is refused, naming the rollout', async () => {
    const { id } = (await start({ version: '5.0.0', groups: ['ge'], canary: { share: 1 } })).json();
    const reply = await service.request('PUT', '/api/groups/ge/layouts/hub', {
      body: runningTeamsIn(FIXTURE_LAYOUTS.pages.hub),
      headers: { cookie: operator },
    });
    expect(reply.status).toBe(400);
    expect(reply.json()).toMatchObject({
      error: expect.stringContaining(`进行中的发布 ${id}（teams → 5.0.0）`),
      field: 'slots[0].panels[0]',
    });
    expect(
      (
        await service.request('POST', `/api/rollouts/${id}/promote`, { body: OVERRIDE, headers: { cookie: operator } })
      ).json(),
    ).toMatchObject({ status: 'promoted' });
  });
});
