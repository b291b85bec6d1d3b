import { screen, within } from '@testing-library/react';
import { renderConsole, wallFixture } from '../testing/render-console';

const XSS = '<img src=x onerror=alert(1)>1.0';

test('播放器 shows the version and uptime, 最近恢复 each recovery with its reason and dark time, as text', async () => {
  const now = Date.now();
  const player = { version: XSS, chromium: '156.0.8078.108', startedAt: now - 3 * 3600_000, reportedAt: now - 2000 };
  const recoveries = [
    { at: now - 60_000, reason: 'hang', darkMs: 14_200, steps: ['reload', 'new-tab', 'restart-browser'] },
    { at: now - 120_000, reason: 'crash', darkMs: 3100, steps: ['reload'] },
  ];
  renderConsole('/walls/lobby-1', {
    'GET /api/walls/lobby-1': { body: wallFixture() },
    'GET /api/walls/lobby-1/player': { body: { player, recoveries } },
  });
  const panel = await screen.findByRole('region', { name: '播放器' });
  expect(await within(panel).findByText(/Chromium 156\.0\.8078\.108 · 已运行 3 小时/)).toHaveTextContent(`版本 ${XSS}`);
  expect(document.querySelector('img[src="x"]')).toBeNull();
  const items = within(within(panel).getByRole('list', { name: '最近恢复' })).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    expect.stringContaining('页面无响应 · 黑屏 14.2 秒 · 重新加载 → 新开标签页 → 重启浏览器'),
    expect.stringContaining('页面进程崩溃 · 黑屏 3.1 秒 · 重新加载'),
  ]);
});

test('a wall without a player says so', async () => {
  renderConsole('/walls/lobby-1', {
    'GET /api/walls/lobby-1': { body: wallFixture() },
    'GET /api/walls/lobby-1/player': { body: { player: null, recoveries: [] } },
  });
  expect(await screen.findByText('这块墙面的电脑没有运行播放器（或从未报告）')).toBeInTheDocument();
  expect(screen.getByText('没有恢复记录')).toBeInTheDocument();
});

test('重启浏览器 is offered to an operator with the other actions', async () => {
  renderConsole('/walls/lobby-1', {
    'GET /api/walls/lobby-1': { body: wallFixture() },
    'GET /api/walls/lobby-1/actions': { body: [] },
  });
  const actions = await screen.findByRole('region', { name: '远程操作' });
  expect(within(actions).getByRole('button', { name: '重启浏览器' })).toBeInTheDocument();
});
