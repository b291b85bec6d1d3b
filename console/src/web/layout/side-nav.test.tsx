import { act, screen, within } from '@testing-library/react';
import { renderConsole } from '../testing/render-console';

const nav = async () => screen.findByRole('navigation', { name: '控制台导航' });
const links = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

test('an administrator finds every page under its task, and the page open is marked current', async () => {
  renderConsole(
    '/sources',
    { 'GET /api/sources': 'pending', 'GET /api/source-hosts': 'pending' },
    { username: 'root', role: 'admin' },
  );
  const side = await nav();
  expect(
    within(side)
      .getAllByRole('list')
      .map((list) => [list.getAttribute('aria-label'), links(list)]),
  ).toEqual([
    ['墙面', ['墙面列表', '分组', '健康', '预配令牌']],
    ['内容', ['布局', '排程', '数据源', '地图']],
    ['发布', ['远程模块', '版本发布', '发布令牌']],
    ['告警', ['告警']],
    ['管理', ['用户', '单点登录', '安全设置', '审计日志', '我的账号']],
  ]);
  expect(within(side).getByText('内容')).toBeVisible();
  expect(within(side).getByRole('link', { name: '数据源' })).toHaveAttribute('aria-current', 'page');
  expect(
    within(side)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current')),
  ).toHaveLength(1);
  const users = within(side).getByRole('link', { name: '用户' });
  act(() => users.focus());
  expect(users).toHaveFocus();
  expect(users).toHaveAttribute('href', '/users');
});

test("a viewer sees no administrator page, and a wall's own page marks 墙面列表", async () => {
  renderConsole(
    '/walls/lobby-1',
    { 'GET /api/walls/lobby-1': 'pending', 'GET /api/walls': 'pending' },
    { username: 'v', role: 'viewer' },
  );
  const side = await nav();
  expect(links(side)).toEqual([
    '墙面列表',
    '分组',
    '健康',
    '布局',
    '排程',
    '数据源',
    '地图',
    '远程模块',
    '版本发布',
    '告警',
    '审计日志',
    '我的账号',
  ]);
  expect(within(side).getByRole('link', { name: '墙面列表' })).toHaveAttribute('aria-current', 'page');
});
