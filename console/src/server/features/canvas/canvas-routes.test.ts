import { testEngines, type TestService } from '../../testing/harness';
import { FIXTURE_LAYOUTS } from '../../testing/published-fixture';
import { startReleaseSuite, type ReleaseSuite } from '../../testing/release-suite';

const TILES = [
  { id: 'left', x: 0, y: 0, width: 1920, height: 1080 },
  { id: 'right', x: 1920, y: 0, width: 1920, height: 1080 },
];
const WIDE = { canvas: { width: 3840, height: 1080, tiles: TILES }, tileWalls: { 'lobby-2': 'right' } };

describe.each(testEngines())('group canvases on %s', (engine) => {
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
    service.request('PUT', `/api/groups/${group}/canvas`, { body, headers: cookie ? { cookie } : {} });
  const wallLayouts = async (wallId: string, group: string) =>
    (
      await service.request('GET', `/api/walls/${wallId}/layouts.json`, {
        headers: { authorization: await suite.credential(wallId, group) },
      })
    ).json();

  test('a group starts on the seed canvas: its walls get no canvas', async () => {
    expect((await service.request('GET', '/api/groups/lobby/canvas', { headers: { cookie: viewer } })).json()).toEqual({
      group: 'lobby',
      canvas: null,
      tileWalls: {},
    });
    expect(await wallLayouts('lobby-1', 'lobby')).toEqual(FIXTURE_LAYOUTS);
  });

  test('a viewer gets 403, no session 401, an unknown group 404, an out-of-range size 400 naming the field', async () => {
    expect((await put(WIDE, viewer)).status).toBe(403);
    expect((await put(WIDE)).status).toBe(401);
    expect((await put(WIDE, operator, 'nowhere')).status).toBe(404);
    const small = await put({ canvas: { width: 1000, height: 720 } }, operator);
    expect([small.status, small.json()]).toEqual([400, { error: '画布：不能小于 1280', field: 'canvas.width' }]);
    expect((await put({ ...WIDE, tileWalls: { 'lobby-2': 'middle' } }, operator)).json()).toEqual({
      error: '屏 lobby-2 的分片 middle 不在画布上',
      field: 'tileWalls.lobby-2',
    });
    expect((await put({ canvas: { width: 3840, height: 1080, colour: 'red' } }, operator)).status).toBe(400);
    expect(
      (await service.request('GET', '/api/groups/lobby/canvas', { headers: { cookie: viewer } })).json(),
    ).toMatchObject({ canvas: null });
  });

  test("an operator's canvas reaches that group's walls with each one's tile, and is audited", async () => {
    const reply = await put(WIDE, operator);
    expect(reply.status).toBe(200);
    expect(await wallLayouts('lobby-2', 'lobby')).toEqual({ ...FIXTURE_LAYOUTS, canvas: WIDE.canvas, tile: 'right' });
    expect(await wallLayouts('lobby-1', 'lobby')).toEqual({ ...FIXTURE_LAYOUTS, canvas: WIDE.canvas });
    expect(await wallLayouts('hall-1', 'hall')).toEqual(FIXTURE_LAYOUTS);
    const audit = (await service.request('GET', '/api/audit', { headers: { cookie: viewer } })).json<
      { action: string; target: string; detail: string }[]
    >();
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'group.canvas',
        target: 'lobby',
        detail: '画布 3840×1080；分片 left 1920×1080@0,0、right 1920×1080@1920,0；lobby-2→right',
      }),
    );
  });

  test('a page as wide as the canvas is taken; a canvas too small for the pages, or a page too wide for it, is refused', async () => {
    const hub = { ...structuredClone(FIXTURE_LAYOUTS.pages.hub), width: 3840 };
    expect(
      (await service.request('PUT', '/api/groups/lobby/layouts/hub', { body: hub, headers: { cookie: operator } }))
        .status,
    ).toBe(200);
    const narrow = await put({ canvas: null }, operator);
    expect([narrow.status, narrow.json().error]).toEqual([
      400,
      '页面 hub 为 3840×980，放不进画布的主区域 1920×980：请先缩小页面',
    ]);
    const hall = await service.request('PUT', '/api/groups/hall/layouts/hub', {
      body: hub,
      headers: { cookie: operator },
    });
    expect([hall.status, hall.json().error]).toEqual([400, '页面为 3840×980，大于分组画布的主区域 1920×980']);
  });

  test("a spliced wall's canvas is its panels plus the seams: the right size is taken and audited, another is refused naming it", async () => {
    const splice = {
      cols: 2,
      rows: 2,
      panelPx: { width: 1920, height: 1080 },
      panelMm: { width: 1209.6, height: 680.4 },
      bezelMm: { x: 18.9, y: 22.05 },
    };
    const wrong = await put({ canvas: { width: 3840, height: 2160, splice } }, operator, 'hall');
    expect([wrong.status, wrong.json()]).toEqual([
      400,
      { error: '画布：拼接屏 2×2 加上拼缝应为 3870×2195，不是 3840×2160', field: 'canvas.width' },
    ]);
    expect((await put({ canvas: { width: 3870, height: 2195, splice } }, operator, 'hall')).status).toBe(200);
    expect((await wallLayouts('hall-1', 'hall')).canvas).toEqual({ width: 3870, height: 2195, splice });
    const audit = (await service.request('GET', '/api/audit', { headers: { cookie: viewer } })).json<
      { action: string; target: string; detail: string }[]
    >();
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'group.canvas',
        target: 'hall',
        detail: '画布 3870×2195；拼接屏 2×2，拼缝 18.9/22.05 mm',
      }),
    );
  });
});
