import type { GroupLayouts, LayoutVersionInfo } from '../../../protocol';
import { beat, testEngines, type TestService } from '../../testing/harness';
import { FIXTURE_LAYOUTS } from '../../testing/published-fixture';
import { startReleaseSuite, type ReleaseSuite } from '../../testing/release-suite';

const hubPage = () => structuredClone(FIXTURE_LAYOUTS.pages.hub);

describe.each(testEngines())('layout versions on %s', (engine) => {
  let suite: ReleaseSuite;
  let service: TestService;
  let viewer: string;
  let operator: string;
  beforeAll(async () => {
    suite = await startReleaseSuite(engine, { groups: ['lobby'] });
    ({ service, viewer, operator } = suite);
    await service.request('POST', '/api/walls/lobby-1/beat', {
      body: beat('lobby'),
      headers: { authorization: await suite.credential('lobby-1', 'lobby') },
    });
  }, 120_000);
  afterAll(() => suite?.stop());

  const layouts = async () =>
    (await service.request('GET', '/api/groups/lobby/layouts', { headers: { cookie: viewer } })).json<GroupLayouts>();
  const put = (page: unknown, version?: number | string) =>
    service.request('PUT', '/api/groups/lobby/layouts/hub', {
      body: page,
      headers: { cookie: operator, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
    });
  const versions = async () =>
    (await service.request('GET', '/api/groups/lobby/layouts/hub/versions', { headers: { cookie: viewer } })).json<
      LayoutVersionInfo[]
    >();
  const audit = async () =>
    (await service.request('GET', '/api/audit', { headers: { cookie: viewer } })).json<
      { action: string; detail?: string }[]
    >();

  test('a save based on the current version becomes the next version, audited with the change in words', async () => {
    const start = (await layouts()).versions!.hub;
    const page = hubPage();
    page.slots[0].y += 10;
    const reply = await put(page, start);
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({ version: start + 1 });
    expect((await layouts()).versions!.hub).toBe(start + 1);
    const [entry] = (await audit()).filter((e) => e.action === 'layout.update');
    expect(entry.detail).toBe(
      `第 ${start + 1} 版：移动槽位 a：(${page.slots[0].x}, ${page.slots[0].y - 10}) → (${page.slots[0].x}, ${page.slots[0].y})`,
    );
  });

  test('a save based on an older version is refused 409 and changes nothing', async () => {
    const before = await layouts();
    const stale = hubPage();
    stale.slots[1].w -= 10;
    const reply = await put(stale, before.versions!.hub - 1);
    expect(reply.status).toBe(409);
    expect(reply.json()).toEqual({
      error: expect.stringMatching(new RegExp(`已被 .+ 保存为第 ${before.versions!.hub} 版`)),
      field: 'version',
    });
    expect(await layouts()).toEqual(before);
  });

  test('a malformed version header is a 400 naming it', async () => {
    const reply = await put(hubPage(), 'abc');
    expect(reply.status).toBe(400);
    expect(reply.json()).toMatchObject({ field: 'if-match' });
  });

  test('every version is listed newest first and an earlier one restored as a new version, audited', async () => {
    const listed = await versions();
    expect(listed.map((v) => v.version)).toEqual([...listed.map((v) => v.version)].sort((a, b) => b - a));
    const first = listed[listed.length - 1];
    const current = (await layouts()).versions!.hub;
    const reply = await service.request('POST', `/api/groups/lobby/layouts/hub/versions/${first.version}/restore`, {
      body: {},
      headers: { cookie: operator, 'if-match': String(current) },
    });
    expect(reply.status).toBe(200);
    expect((await layouts()).pages.hub).toEqual(FIXTURE_LAYOUTS.pages.hub);
    expect((await versions())[0]).toMatchObject({
      version: current + 1,
      summary: expect.stringMatching(`^恢复第 ${first.version} 版：`),
    });
    expect((await audit()).find((e) => e.action === 'layout.restore')?.detail).toMatch(
      `第 ${current + 1} 版：恢复第 ${first.version} 版`,
    );
  });

  test('restoring a version that was never kept is a 404, and a viewer may not restore', async () => {
    expect(
      (
        await service.request('POST', '/api/groups/lobby/layouts/hub/versions/999/restore', {
          body: {},
          headers: { cookie: operator },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await service.request('POST', '/api/groups/lobby/layouts/hub/versions/1/restore', {
          body: {},
          headers: { cookie: viewer },
        })
      ).status,
    ).toBe(403);
  });
});
