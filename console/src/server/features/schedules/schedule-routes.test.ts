import { testEngines, type TestService } from '../../testing/harness';
import { FIXTURE_LAYOUTS } from '../../testing/published-fixture';
import { startReleaseSuite, type ReleaseSuite } from '../../testing/release-suite';

const night = () => ({
  ...structuredClone(FIXTURE_LAYOUTS.pages.hub),
  slots: [{ id: 'night', x: 0, y: 0, w: 600, h: 400, panels: ['teams/overview'] }],
});
const week = (parts: Record<string, unknown> = {}) => ({
  timezone: 'Asia/Shanghai',
  offStyle: 'clock',
  dayparts: [{ name: '夜间', days: [1, 2, 3, 4, 5], from: '18:00', to: '23:00', pages: { hub: night() } }],
  screenOff: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '23:00', to: '07:00' }],
  ...parts,
});

describe.each(testEngines())('group schedules on %s', (engine) => {
  let suite: ReleaseSuite;
  let service: TestService;
  let viewer: string;
  let operator: string;
  beforeAll(async () => {
    suite = await startReleaseSuite(engine, { groups: ['lobby', 'hall'] });
    ({ service, viewer, operator } = suite);
  }, 120_000);
  afterAll(() => suite?.stop());

  const put = (body: unknown, cookie?: string, group = 'lobby') =>
    service.request('PUT', `/api/groups/${group}/schedule`, { body, headers: cookie ? { cookie } : {} });
  const wallLayouts = async (wallId: string, group: string) =>
    (
      await service.request('GET', `/api/walls/${wallId}/layouts.json`, {
        headers: { authorization: await suite.credential(wallId, group) },
      })
    ).json();

  test('a group starts with an empty week in Asia/Shanghai, and its walls get no schedule', async () => {
    const reply = await service.request('GET', '/api/groups/lobby/schedule', { headers: { cookie: viewer } });
    expect(reply.json()).toEqual({
      group: 'lobby',
      schedule: { timezone: 'Asia/Shanghai', offStyle: 'black', dayparts: [], screenOff: [] },
      version: 0,
      layoutVersions: {},
    });
    expect(await wallLayouts('lobby-1', 'lobby')).toEqual(FIXTURE_LAYOUTS);
  });

  test('overlapping screen-off windows are refused naming the later one', async () => {
    const reply = await put(
      week({
        screenOff: [
          { days: [5], from: '22:00', to: '06:00' },
          { days: [6], from: '05:00', to: '08:00' },
        ],
      }),
      operator,
    );
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({ error: expect.stringContaining('重叠'), field: 'screenOff[1]' });
  });

  test('a daypart layout with a panel the group does not run is refused naming the daypart, page and slot', async () => {
    const layout = night();
    layout.slots[0].panels = ['devices/status'];
    const reply = await put(
      week({ dayparts: [{ name: '夜间', days: [1], from: '18:00', to: '23:00', pages: { hub: layout } }] }),
      operator,
    );
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({
      error: expect.stringMatching(/^时段「夜间」的页面 hub：.*devices/),
      field: 'dayparts[0].pages.hub.slots[0].panels[0]',
    });
  });

  test('a bad time, an unknown field or zone, and a page the group lacks are 400s naming the field', async () => {
    expect((await put(week({ screenOff: [{ days: [1], from: '7:00', to: '08:00' }] }), operator)).json()).toMatchObject(
      { field: 'screenOff[0].from' },
    );
    expect((await put({ ...week(), colour: 'red' }, operator)).json()).toMatchObject({ field: 'colour' });
    expect((await put(week({ timezone: 'Mars/Olympus' }), operator)).json()).toMatchObject({
      field: 'timezone',
      error: expect.stringContaining('时区'),
    });
    const reply = await put(
      week({ dayparts: [{ name: '夜间', days: [1], from: '18:00', to: '23:00', pages: { nowhere: night() } }] }),
      operator,
    );
    expect(reply.json()).toEqual({ error: '时段「夜间」：分组没有页面 nowhere', field: 'dayparts[0].pages.nowhere' });
  });

  test('a viewer gets 403, no session 401, an unknown group 404; nothing is stored', async () => {
    expect((await put(week(), viewer)).status).toBe(403);
    expect((await put(week())).status).toBe(401);
    expect((await put(week(), operator, 'ghost')).status).toBe(404);
    expect(await wallLayouts('lobby-1', 'lobby')).toEqual(FIXTURE_LAYOUTS);
  });

  test("an operator's week travels in that group's layouts.json only, and the edit is audited", async () => {
    const reply = await put(week(), operator);
    expect(reply.status).toBe(200);
    expect(await wallLayouts('lobby-1', 'lobby')).toEqual({ ...FIXTURE_LAYOUTS, schedule: week() });
    expect(await wallLayouts('hall-1', 'hall')).toEqual(FIXTURE_LAYOUTS);
    const stored = (await service.request('GET', '/api/groups/lobby/schedule', { headers: { cookie: viewer } })).json();
    expect(stored).toMatchObject({
      group: 'lobby',
      schedule: week(),
      updatedBy: expect.any(String),
      updatedAt: expect.any(Number),
    });
    const audit = (await service.request('GET', '/api/audit', { headers: { cookie: viewer } })).json<
      { action: string; target: string; detail: string }[]
    >();
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'schedule.update',
        target: 'lobby',
        detail: expect.stringContaining('夜间（1,2,3,4,5 18:00–23:00）'),
      }),
    );
  });
});
