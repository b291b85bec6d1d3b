import { fireEvent, screen, within } from '@testing-library/react';
import type { WallSummary } from '../../protocol/console-api';
import { renderConsole, wallFixture } from '../testing/render-console';

function summary(overrides: Partial<WallSummary>): WallSummary {
  const { slots: _slots, history: _history, viewport: _viewport, remotes: _remotes, ...wall } = wallFixture();
  return { ...wall, ...overrides };
}

const WALLS = [
  summary({ wallId: 'lobby-1', group: 'hub' }),
  summary({
    wallId: 'lobby-2',
    group: 'hub',
    online: false,
    lastSeen: Date.now() - 7 * 60_000,
    counts: { loading: 0, ready: 27, stale: 0, empty: 0, error: 0 },
  }),
  summary({ wallId: 'centre-1', group: 'xndx', route: '/xndx' }),
];

test('while the walls load, the page says so', async () => {
  renderConsole('/', { 'GET /api/walls': 'pending' });
  expect(await screen.findByText('正在加载墙面列表…')).toBeInTheDocument();
});

test('a failed load shows the server’s reason and a retry', async () => {
  renderConsole('/', { 'GET /api/walls': { status: 500, body: { error: '数据库不可用' } } });
  expect(await screen.findByText('墙面列表加载失败：数据库不可用')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
});

test('no wall yet: the page says how a wall joins', async () => {
  renderConsole('/', { 'GET /api/walls': { body: [] } });
  expect(await screen.findByText(/还没有墙面。打开大屏页面，它会在页眉右上角显示配对码/)).toBeInTheDocument();
});

test('each wall is a row; an offline one says when it was last seen', async () => {
  renderConsole('/', { 'GET /api/walls': { body: WALLS } });
  const grid = await screen.findByRole('grid', { name: '墙面列表' });
  expect(within(grid).getByText('centre-1')).toBeInTheDocument();
  expect(within(grid).getByText('lobby-1')).toBeInTheDocument();
  expect(within(grid).getByText(/最后在线 7 分钟前/)).toBeInTheDocument();
  expect(screen.getByText('共 3 个墙面 · 在线 2 · 离线 1')).toBeInTheDocument();
});

test('a wall that started from its cache shows 离线启动 beside 在线, with when its page was stored', async () => {
  const started = summary({
    wallId: 'lobby-3',
    group: 'hub',
    cacheStart: { pageStoredAt: Date.parse('2026-11-20T08:00:00+08:00') },
  });
  renderConsole('/', { 'GET /api/walls': { body: [...WALLS, started] } });
  const grid = await screen.findByRole('grid', { name: '墙面列表' });
  const badges = within(grid).getAllByText('离线启动');
  expect(badges).toHaveLength(1);
  expect(badges[0].closest('[title]')?.getAttribute('title')).toMatch(/页面来自 .*11-20.* 的离线缓存/);
});

test('the state filter keeps only offline walls', async () => {
  renderConsole('/?state=offline', { 'GET /api/walls': { body: WALLS } });
  const grid = await screen.findByRole('grid', { name: '墙面列表' });
  expect(within(grid).getByText('lobby-2')).toBeInTheDocument();
  expect(within(grid).queryByText('lobby-1')).not.toBeInTheDocument();
  expect(within(grid).queryByText('centre-1')).not.toBeInTheDocument();
});

test('the group filter keeps only that group’s walls', async () => {
  renderConsole('/?group=xndx', { 'GET /api/walls': { body: WALLS } });
  const grid = await screen.findByRole('grid', { name: '墙面列表' });
  expect(within(grid).getByText('centre-1')).toBeInTheDocument();
  expect(within(grid).queryByText('lobby-2')).not.toBeInTheDocument();
});

test('clicking a wall opens its page', async () => {
  renderConsole('/', { 'GET /api/walls': { body: WALLS }, 'GET /api/walls/centre-1': 'pending' });
  fireEvent.click(await screen.findByText('centre-1'));
  expect(await screen.findByText('正在加载墙面详情…')).toBeInTheDocument();
});

test('each wall shows its screen now from its beat: 关屏, or 开屏 with the daypart', async () => {
  const walls = [
    summary({ wallId: 'lobby-1', screen: { off: true } }),
    summary({ wallId: 'lobby-3', screen: { off: false, daypart: '夜间' } }),
    summary({ wallId: 'centre-1', screen: { off: false } }),
  ];
  renderConsole('/', { 'GET /api/walls': { body: walls } });
  const grid = await screen.findByRole('grid', { name: '墙面列表' });
  const screenOf = (wallId: string) =>
    within(within(grid).getByText(wallId).closest('[role="row"]') as HTMLElement).getByText(/^(开屏|关屏)/).textContent;
  expect(screenOf('lobby-1')).toBe('关屏');
  expect(screenOf('lobby-3')).toBe('开屏 · 夜间');
  expect(screenOf('centre-1')).toBe('开屏');
});

test('each wall says whether its push stream is connected: 已连接, or 未连接（轮询）', async () => {
  const walls = [summary({ wallId: 'lobby-1' }), summary({ wallId: 'lobby-3', push: { connected: false } })];
  renderConsole('/', { 'GET /api/walls': { body: walls } });
  const grid = await screen.findByRole('grid', { name: '墙面列表' });
  const pushOf = (wallId: string) =>
    within(within(grid).getByText(wallId).closest('[role="row"]') as HTMLElement).getByText(/^(已连接|未连接)/)
      .textContent;
  expect(pushOf('lobby-1')).toBe('已连接');
  expect(pushOf('lobby-3')).toBe('未连接（轮询）');
});
