import type { GroupSchedule, LayoutVersionInfo, PageLayout } from '../../../protocol';
import { testEngines, type TestService } from '../../testing/harness';
import { FIXTURE_LAYOUTS } from '../../testing/published-fixture';
import { startReleaseSuite, type ReleaseSuite } from '../../testing/release-suite';

const hub = (): PageLayout => structuredClone(FIXTURE_LAYOUTS.pages.hub);
const night = (): PageLayout => ({
  ...hub(),
  slots: [{ id: 'night', x: 0, y: 0, w: 600, h: 400, panels: ['teams/overview'] }],
});
const week = (pages: Record<string, PageLayout> = { hub: night() }) => ({
  timezone: 'Asia/Shanghai',
  offStyle: 'black',
  screenOff: [],
  dayparts: [{ name: '夜间', days: [1, 2, 3, 4, 5], from: '18:00', to: '23:00', pages }],
});
const base = (version: number | undefined): Record<string, string> =>
  version === undefined ? {} : { 'if-match': `"${version}"` };

describe.each(testEngines())('daypart layout versions on %s', (engine) => {
  let suite: ReleaseSuite;
  let service: TestService;
  let viewer: string;
  let operator: string;
  beforeAll(async () => {
    suite = await startReleaseSuite(engine, { groups: ['lobby'] });
    ({ service, viewer, operator } = suite);
    expect(
      (
        await service.request('PUT', '/api/groups/lobby/schedule', {
          body: week(),
          headers: { cookie: operator, ...base(0) },
        })
      ).status,
    ).toBe(200);
  }, 120_000);
  afterAll(() => suite?.stop());

  const schedule = async () =>
    (await service.request('GET', '/api/groups/lobby/schedule', { headers: { cookie: viewer } })).json<GroupSchedule>();
  const put = (daypart: string, layout: unknown, version?: number) =>
    service.request('PUT', `/api/groups/lobby/dayparts/${encodeURIComponent(daypart)}/layouts/hub`, {
      body: layout,
      headers: { cookie: operator, ...base(version) },
    });
  const versions = async (daypart = '夜间') =>
    (
      await service.request('GET', `/api/groups/lobby/dayparts/${encodeURIComponent(daypart)}/layouts/hub/versions`, {
        headers: { cookie: viewer },
      })
    ).json<LayoutVersionInfo[]>();
  const audit = async () =>
    (await service.request('GET', '/api/audit', { headers: { cookie: viewer } })).json<
      { action: string; target: string; detail?: string }[]
    >();

  test("a week's daypart layouts start as version 1 of each page", async () => {
    expect((await schedule()).layoutVersions).toEqual({ 夜间: { hub: 1 } });
    expect(await versions()).toEqual([
      expect.objectContaining({
        version: 1,
        summary:
          '开始使用时段布局（相对默认布局：新增槽位 night：(0, 0) 600×400，面板 teams/overview；删除槽位 a（(0, 0) 600×400，面板 teams/overview）；删除槽位 b（(620, 0) 600×400，面板 talent/trend）；删除槽位 c（(1240, 0) 600×400，面板 chain/map））',
      }),
    ]);
  });

  test('a save based on the current version becomes the next version, stored in the week and audited with the change in words', async () => {
    const layout = night();
    layout.slots[0].y = 100;
    const reply = await put('夜间', layout, 1);
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({ version: 2 });
    const now = await schedule();
    expect(now.schedule.dayparts[0].pages.hub).toEqual(layout);
    expect(now.layoutVersions).toEqual({ 夜间: { hub: 2 } });
    const [entry] = (await audit()).filter((e) => e.action === 'daypart-layout.update');
    expect(entry).toMatchObject({ target: 'lobby/夜间/hub', detail: '第 2 版：移动槽位 night：(0, 0) → (0, 100)' });
  });

  test('a second operator saving from an older version is refused 409 naming the current one, and nothing changes', async () => {
    const before = await schedule();
    const reply = await put('夜间', night(), 1);
    expect(reply.status).toBe(409);
    expect(reply.json()).toEqual({
      error: expect.stringMatching(/时段「夜间」的页面 hub 已被 .+ 保存为第 2 版，你的修改基于第 1 版/),
      field: 'version',
    });
    expect(await schedule()).toEqual(before);
  });

  test('a stale 排程 save cannot overwrite a daypart layout saved in the designer meanwhile', async () => {
    const before = await schedule();
    const reply = await service.request('PUT', '/api/groups/lobby/schedule', {
      body: week(),
      headers: { cookie: operator, ...base(before.version! - 1) },
    });
    expect(reply.status).toBe(409);
    expect(reply.json<{ error: string }>().error).toMatch(`排程已被 `);
    expect(await schedule()).toEqual(before);
  });

  test('an earlier version is restored as a new version, audited', async () => {
    const reply = await service.request(
      'POST',
      `/api/groups/lobby/dayparts/${encodeURIComponent('夜间')}/layouts/hub/versions/1/restore`,
      { body: {}, headers: { cookie: operator, ...base(2) } },
    );
    expect(reply.status).toBe(200);
    expect((await schedule()).schedule.dayparts[0].pages.hub).toEqual(night());
    expect((await versions())[0]).toMatchObject({
      version: 3,
      summary: '恢复第 1 版：移动槽位 night：(0, 100) → (0, 0)',
    });
    expect((await audit()).find((e) => e.action === 'daypart-layout.restore')).toMatchObject({
      detail: '第 3 版：恢复第 1 版：移动槽位 night：(0, 100) → (0, 0)',
    });
  });

  test("a 排程 save that edits a daypart layout keeps it as that page's next version, its change in the audit entry", async () => {
    const now = await schedule();
    const layout = night();
    layout.slots[0].w = 500;
    expect(
      (
        await service.request('PUT', '/api/groups/lobby/schedule', {
          body: week({ hub: layout }),
          headers: { cookie: operator, ...base(now.version) },
        })
      ).status,
    ).toBe(200);
    expect((await versions())[0]).toMatchObject({ version: 4, summary: '调整槽位 night 大小：600×400 → 500×400' });
    expect((await audit()).find((e) => e.action === 'schedule.update')?.detail).toContain(
      '时段「夜间」页面 hub 第 4 版：调整槽位 night 大小：600×400 → 500×400',
    );
  });

  test('a 排程 save that changes only the hours keeps each daypart page at its version (the stored week reorders keys)', async () => {
    const now = await schedule();
    const same = now.schedule.dayparts[0].pages.hub;
    const body = {
      ...week({ hub: structuredClone(same) }),
      dayparts: [{ ...week().dayparts[0], to: '22:30', pages: { hub: structuredClone(same) } }],
    };
    expect(
      (
        await service.request('PUT', '/api/groups/lobby/schedule', {
          body,
          headers: { cookie: operator, ...base(now.version) },
        })
      ).status,
    ).toBe(200);
    expect((await schedule()).layoutVersions).toEqual(now.layoutVersions);
    expect((await audit()).find((e) => e.action === 'schedule.update')?.detail).not.toContain('页面 hub 第');
  });

  test('an unknown daypart or page is refused, a viewer may not save, a version never kept is a 404', async () => {
    expect((await put('周末', night())).status).toBe(404);
    expect(
      (
        await service.request('PUT', '/api/groups/lobby/dayparts/夜间/layouts/xndx', {
          body: night(),
          headers: { cookie: operator },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await service.request('PUT', `/api/groups/lobby/dayparts/${encodeURIComponent('夜间')}/layouts/hub`, {
          body: night(),
          headers: { cookie: viewer },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await service.request(
          'POST',
          `/api/groups/lobby/dayparts/${encodeURIComponent('夜间')}/layouts/hub/versions/99/restore`,
          { body: {}, headers: { cookie: operator } },
        )
      ).status,
    ).toBe(404);
  });
});
