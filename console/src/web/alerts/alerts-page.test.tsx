import { fireEvent, screen, within } from '@testing-library/react';
import type { AlertChannelInfo, AlertInfo, DeliveryAttempt } from '../../protocol/alerts';
import { renderConsole } from '../testing/render-console';

const ADMIN = { username: 'root', role: 'admin' as const };
const VIEWER = { username: 'li', role: 'viewer' as const };
const NOW = Date.now();
const OFFLINE: AlertInfo = {
  id: 3,
  key: 'wall-offline:hub-left',
  kind: 'wall-offline',
  since: NOW - 5 * 60_000,
  firedAt: NOW - 3 * 60_000,
  subject: { group: 'hub', wallId: 'hub-left', wallName: '大厅左屏', location: '一楼大厅东侧' },
  reason: '<b>墙面离线</b>：已 5 分钟没有心跳',
};
const CHANNEL: AlertChannelInfo = {
  id: 4,
  name: '值班群',
  kind: 'wecom',
  enabled: true,
  url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=••••9f3e',
  createdBy: 'root',
  createdAt: NOW,
  updatedAt: NOW,
};
const ATTEMPT: DeliveryAttempt = {
  id: 9,
  outboxId: 2,
  channelId: 4,
  channelName: '值班群',
  type: 'alert',
  title: '【告警】大厅左屏 离线',
  attempt: 1,
  at: NOW,
  ok: false,
  status: 500,
  answer: '{"error":"down"}',
  durationMs: 12,
};
const routes = {
  'GET /api/alerts?open=1': { body: [OFFLINE] },
  'GET /api/alert-rules': { body: [{ group: 'hub', offlineAfterMs: 120_000, slotErrorAfterMs: 300_000 }] },
  'GET /api/alert-channels': { body: [CHANNEL] },
  'GET /api/alert-deliveries?limit=100': { body: [ATTEMPT] },
};

test('an open alert shows the wall, where it hangs, its group and why, with the reason as text', async () => {
  renderConsole('/alerts', routes, VIEWER);
  const table = await screen.findByRole('table', { name: '当前告警' });
  for (const text of ['墙面离线', '大厅左屏', '一楼大厅东侧', 'hub'])
    expect(within(table).getByText(text)).toBeInTheDocument();
  expect(within(table).getByText('<b>墙面离线</b>：已 5 分钟没有心跳')).toBeInTheDocument();
});

test('a viewer sees no channels and no delivery log', async () => {
  renderConsole('/alerts', routes, VIEWER);
  await screen.findByRole('table', { name: '当前告警' });
  expect(screen.queryByRole('region', { name: '告警通道' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '投递记录' })).not.toBeInTheDocument();
});

test('a failed attempt in the delivery log says failed, with its status and answer', async () => {
  renderConsole('/alerts', routes, ADMIN);
  const row = within(await screen.findByRole('table', { name: '投递记录' })).getAllByRole('row')[1];
  expect(within(row).getByText('失败')).toBeInTheDocument();
  expect(within(row).getByText('500')).toBeInTheDocument();
  expect(within(row).getByText('{"error":"down"}')).toBeInTheDocument();
});

test('测试 posts to the channel and says the notice is queued', async () => {
  const { fetchMock } = renderConsole(
    '/alerts',
    { ...routes, 'POST /api/alert-channels/4/test': { body: { id: 12 } } },
    ADMIN,
  );
  fireEvent.click(await screen.findByRole('button', { name: '测试 值班群' }));
  expect(await screen.findByText(/测试通知已排队（编号 12）/)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/alert-channels/4/test', expect.objectContaining({ method: 'POST' }));
});

test('editing a channel without typing the URL again sends no URL (the stored one is kept)', async () => {
  const { fetchMock } = renderConsole(
    '/alerts',
    { ...routes, 'PUT /api/alert-channels/4': (body) => ({ body: { ...CHANNEL, ...(body as object) } }) },
    ADMIN,
  );
  fireEvent.click(await screen.findByRole('button', { name: '编辑 值班群' }));
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText(/已保存：https:\/\/qyapi.weixin.qq.com\/cgi-bin\/webhook\/send\?key=••••9f3e/),
  ).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await screen.findByRole('table', { name: '告警通道' });
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/alert-channels/4',
    expect.objectContaining({ method: 'PUT', body: JSON.stringify({ name: '值班群', kind: 'wecom', enabled: true }) }),
  );
});
