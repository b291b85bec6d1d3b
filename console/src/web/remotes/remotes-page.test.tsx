import { screen, within } from '@testing-library/react';
import type { RemoteBuilds } from '../../protocol/console-api';
import { renderConsole } from '../testing/render-console';

const REMOTES: RemoteBuilds[] = [
  {
    remote: 'teams',
    builds: { 'teams@1.2.0+aaa111': ['lobby-1', 'lobby-2'], 'teams@1.3.0+bbb222': ['centre-1'] },
    disagree: true,
  },
  { remote: 'talent', builds: { 'talent@1.2.0+ccc333': ['centre-1', 'lobby-1', 'lobby-2'] }, disagree: false },
];

test('while the remotes load, the page says so', async () => {
  renderConsole('/remotes', { 'GET /api/remotes': 'pending' });
  expect(await screen.findByText('正在加载远程模块…')).toBeInTheDocument();
});

test('a failed load shows the reason', async () => {
  renderConsole('/remotes', { 'GET /api/remotes': { status: 503, body: {} } });
  expect(await screen.findByText('远程模块加载失败：服务器出错（HTTP 503），请稍后重试')).toBeInTheDocument();
});

test('no remote reported yet says so', async () => {
  renderConsole('/remotes', { 'GET /api/remotes': { body: [] } });
  expect(await screen.findByText(/^还没有墙面上报远程模块的版本。在「版本发布」中/)).toBeInTheDocument();
});

test('each build lists its walls, and only a remote whose walls disagree is marked', async () => {
  renderConsole('/remotes', { 'GET /api/remotes': { body: REMOTES } });
  const grid = await screen.findByRole('grid', { name: '远程模块版本' });
  expect(within(grid).getByText('lobby-1、lobby-2')).toBeInTheDocument();
  expect(within(grid).getAllByText('版本不一致')).toHaveLength(2);
  const talentRow = within(grid).getByText('talent@1.2.0+ccc333').closest('[role="row"]') as HTMLElement;
  expect(within(talentRow).queryByText('版本不一致')).not.toBeInTheDocument();
});
