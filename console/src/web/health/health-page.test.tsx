import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HealthPage } from '@cockpit/protocol';
import { renderConsole } from '../testing/render-console';

const MB = 1024 * 1024;
const now = Date.now();
const PAGE: HealthPage = {
  windowMs: 24 * 3_600_000,
  groups: [
    { group: 'hub', setting: null },
    { group: 'xndx', setting: 'light' },
  ],
  walls: [
    {
      wallId: 'slow-1',
      name: '大厅左屏',
      group: 'hub',
      online: true,
      wallSetting: null,
      groupSetting: null,
      problems: ['帧率低（12 帧/秒）'],
      latest: {
        fps: 12,
        longFramesPerMin: 30,
        score: 18,
        profile: 'light',
        profileReason: 'low-score',
        heapBytes: 80 * MB,
        memory: { browser: 100 * MB, renderer: 310 * MB, gpu: 140 * MB, other: 0 },
      },
      samples: [
        { at: now - 3_600_000, fps: 20, heapBytes: 70 * MB },
        { at: now - 60_000, fps: 12, heapBytes: 80 * MB },
      ],
    },
    {
      wallId: 'ok-1',
      name: '中心大屏',
      group: 'xndx',
      online: true,
      wallSetting: 'standard',
      groupSetting: 'light',
      problems: [],
      latest: {
        fps: 60,
        longFramesPerMin: 0,
        score: 95,
        profile: 'standard',
        profileReason: 'wall',
        heapBytes: 50 * MB,
      },
      samples: [],
    },
  ],
};

test("walls come in the service's order (worst first) with their problems, figures, a day's chart and why they run their profile", async () => {
  renderConsole('/health', { 'GET /api/health': { body: PAGE } });
  const list = await screen.findByRole('list', { name: '墙面健康' });
  const cards = within(list).getAllByRole('listitem');
  expect(cards.map((c) => c.getAttribute('data-wall'))).toEqual(['slow-1', 'ok-1']);
  expect(within(cards[0]).getByText('帧率低（12 帧/秒）')).toBeInTheDocument();
  expect(within(cards[0]).getByText('轻量 · 自动：设备跑分低')).toBeInTheDocument();
  expect(within(cards[0]).getByText('310.0 MB')).toBeInTheDocument();
  expect(
    within(cards[0])
      .getByRole('img', { name: '大厅左屏 最近 24 小时：内存与帧率（2 个采样）' })
      .querySelectorAll('polyline'),
  ).toHaveLength(2);
  expect(within(cards[1]).getByText('正常')).toBeInTheDocument();
  expect(within(cards[1]).getByText('标准 · 操作员设置（墙面）')).toBeInTheDocument();
  expect(within(cards[1]).getByText('采样不足')).toBeInTheDocument();
});

test('an operator sets a wall light; the request names the wall and the profile', async () => {
  const put = jest.fn(() => ({ body: { ok: true } }));
  renderConsole('/health', { 'GET /api/health': { body: PAGE }, 'PUT /api/walls/slow-1/profile': put });
  const card = within(await screen.findByRole('list', { name: '墙面健康' })).getAllByRole('listitem')[0];
  fireEvent.mouseDown(within(card).getByRole('combobox', { name: '墙面档位' }));
  fireEvent.click(await screen.findByRole('option', { name: '轻量' }));
  await waitFor(() => expect(put).toHaveBeenCalledWith({ profile: 'light' }));
});

test('a refused setting says why', async () => {
  renderConsole('/health', {
    'GET /api/health': { body: PAGE },
    'PUT /api/groups/hub/profile': { status: 403, body: { error: '需要操作员权限' } },
  });
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: '分组 hub 档位' }));
  fireEvent.click(await screen.findByRole('option', { name: '轻量' }));
  expect(await screen.findByText(/未能保存：/)).toBeInTheDocument();
});

test('a viewer cannot change a profile', async () => {
  renderConsole('/health', { 'GET /api/health': { body: PAGE } }, { username: 'li', role: 'viewer' });
  const select = await screen.findByRole('combobox', { name: '分组 xndx 档位' });
  expect(select).toHaveAttribute('aria-disabled', 'true');
});

test('with no wall yet, the page says where to add one', async () => {
  renderConsole('/health', { 'GET /api/health': { body: { windowMs: PAGE.windowMs, groups: [], walls: [] } } });
  expect(await screen.findByText(/^还没有墙面 — 在「墙面列表」中点「添加墙面」/)).toBeInTheDocument();
});
