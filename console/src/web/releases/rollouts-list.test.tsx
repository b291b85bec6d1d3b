import { fireEvent, screen, within } from '@testing-library/react';
import type { RolloutInfo } from '../../protocol/releases';
import { renderConsole } from '../testing/render-console';

const rollout = (overrides: Partial<RolloutInfo>): RolloutInfo => ({
  id: 'r1',
  remote: 'teams',
  fromVersion: '9.0.0',
  toVersion: '9.1.0',
  groups: ['hub', 'xndx'],
  stage: 0,
  canaries: ['lobby-1'],
  status: 'baking',
  startedAt: Date.now() - 60_000,
  bakeMs: 30_000,
  note: '等待 lobby-1 上报新版本',
  createdBy: 'ops',
  updatedAt: Date.now() - 2000,
  ...overrides,
});
const FAILED = rollout({
  id: 'r0',
  status: 'failed',
  note: undefined,
  reason: 'lobby-1 槽位 teams：<img src=x onerror=alert(1)> 渲染错误',
});
const routes = (rollouts: RolloutInfo[]) => ({
  'GET /api/releases': { body: [] },
  'GET /api/rollouts': { body: rollouts },
});
const card = async (id: string) => screen.findByTestId(`rollout-${id}`);

test('no rollout yet says how to start one', async () => {
  renderConsole('/releases', routes([]));
  expect(await screen.findByText(/还没有发布记录/)).toBeInTheDocument();
});

test('a failed rollouts list shows the reason', async () => {
  renderConsole('/releases', { ...routes([]), 'GET /api/rollouts': { status: 503, body: {} } });
  expect(await screen.findByText('发布记录加载失败：服务器出错（HTTP 503），请稍后重试')).toBeInTheDocument();
});

test('a baking rollout shows its stage, canaries and note, and may be paused but not resumed', async () => {
  renderConsole('/releases', routes([rollout({})]));
  const baking = await card('r1');
  expect(within(baking).getByText('烘烤中')).toBeInTheDocument();
  expect(within(baking).getByText(/第 1\/2 阶段（hub）/)).toBeInTheDocument();
  expect(within(baking).getByText('lobby-1')).toBeInTheDocument();
  expect(within(baking).getByText('等待 lobby-1 上报新版本')).toBeInTheDocument();
  expect(within(baking).getByRole('button', { name: '暂停' })).toBeEnabled();
  expect(within(baking).getByRole('button', { name: '继续' })).toBeDisabled();
});

test('a failed rollout shows the gate’s reason as text and offers no command', async () => {
  renderConsole('/releases', routes([FAILED]));
  const failed = await card('r0');
  expect(within(failed).getByText('已失败并回滚')).toBeInTheDocument();
  expect(within(failed).getByText('lobby-1 槽位 teams：<img src=x onerror=alert(1)> 渲染错误')).toBeInTheDocument();
  expect(failed.querySelector('img')).toBeNull();
  for (const name of ['暂停', '继续', '立即推广', '中止', '回滚'])
    expect(within(failed).getByRole('button', { name })).toBeDisabled();
});

test('rollback is confirmed before it is sent, and the server’s refusal is shown', async () => {
  const { fetchMock } = renderConsole('/releases', {
    ...routes([rollout({ status: 'paused' })]),
    'POST /api/rollouts/r1/rollback': { status: 409, body: { error: '发布已结束，不能回滚' } },
  });
  fireEvent.click(within(await card('r1')).getByRole('button', { name: '回滚' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/所有已收到新版本的墙面立即回到之前的版本/)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalledWith('/api/rollouts/r1/rollback', expect.anything());
  fireEvent.click(within(dialog).getByRole('button', { name: '确定回滚' }));
  expect(await screen.findByText('操作失败：发布已结束，不能回滚')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/rollouts/r1/rollback', expect.objectContaining({ method: 'POST' }));
});

test('resume is sent at once for a paused rollout', async () => {
  const { fetchMock } = renderConsole('/releases', {
    ...routes([rollout({ status: 'paused' })]),
    'POST /api/rollouts/r1/resume': { body: rollout({}) },
  });
  fireEvent.click(within(await card('r1')).getByRole('button', { name: '继续' }));
  await screen.findByTestId('rollout-r1');
  expect(fetchMock).toHaveBeenCalledWith('/api/rollouts/r1/resume', expect.objectContaining({ method: 'POST' }));
});

test('a viewer sees every rollout and release with every button disabled', async () => {
  const release = {
    remote: 'teams',
    version: '9.1.0',
    build: 'teams@9.1.0+a1',
    sdkRange: '^2.0.0',
    manifestUrl: '',
    publishedBy: 'ci',
    publishedAt: 0,
    groups: [],
    compatible: true,
  };
  renderConsole(
    '/releases',
    { ...routes([rollout({})]), 'GET /api/releases': { body: [release] } },
    { username: 'guest', role: 'viewer' },
  );
  expect(await screen.findByRole('button', { name: '开始发布' })).toBeDisabled();
  const baking = await card('r1');
  for (const name of ['暂停', '立即推广', '中止', '回滚'])
    expect(within(baking).getByRole('button', { name })).toBeDisabled();
});

test('promote is sent only as an explicit override with the reason the operator wrote', async () => {
  const { fetchMock } = renderConsole('/releases', {
    ...routes([rollout({})]),
    'POST /api/rollouts/r1/promote': { body: rollout({ status: 'promoted' }) },
  });
  fireEvent.click(within(await card('r1')).getByRole('button', { name: '立即推广' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/跳过剩余的烘烤和健康检查/)).toBeInTheDocument();
  const confirm = within(dialog).getByRole('button', { name: '确定立即推广' });
  expect(confirm).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText('越过检查的原因'), { target: { value: '线上故障，需立即修复' } });
  fireEvent.click(confirm);
  await screen.findByTestId('rollout-r1');
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/rollouts/r1/promote',
    expect.objectContaining({ body: JSON.stringify({ override: true, reason: '线上故障，需立即修复' }) }),
  );
});
