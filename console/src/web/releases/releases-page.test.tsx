import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReleaseInfo } from '../../protocol/releases';
import { renderConsole, wallFixture } from '../testing/render-console';

const release = (overrides: Partial<ReleaseInfo>): ReleaseInfo => ({
  remote: 'teams',
  version: '9.1.0',
  build: 'teams@9.1.0+a1b2c3',
  sdkRange: '^2.0.0',
  manifestUrl: '/remotes/teams/9.1.0/mf-manifest.json',
  publishedBy: 'team-teams',
  publishedAt: Date.now() - 3600_000,
  groups: [],
  compatible: true,
  ...overrides,
});
const RELEASES = [
  release({}),
  release({ version: '3.0.0', build: 'teams@3.0.0+dead01', sdkRange: '^3.0.0', compatible: false }),
  release({ version: '9.0.0', build: 'teams@9.0.0+0ff1ce', groups: ['hub', 'xndx'] }),
];
const GROUPS = [
  { group: 'hub', name: '人才服务港', versions: {}, walls: 2, online: 2 },
  { group: 'xndx', name: '分析测试中心', versions: {}, walls: 1, online: 1 },
];
const WALLS = [
  wallFixture({ wallId: 'lobby-1', group: 'hub' }),
  wallFixture({ wallId: 'lobby-2', group: 'hub' }),
  wallFixture({ wallId: 'centre-1', group: 'xndx' }),
];
const LISTS = {
  'GET /api/rollouts': { body: [] },
  'GET /api/groups': { body: GROUPS },
  'GET /api/walls': { body: WALLS },
};

test('while the inventory loads, the page says so', async () => {
  renderConsole('/releases', { ...LISTS, 'GET /api/releases': 'pending' });
  expect(await screen.findByText('正在加载版本清单…')).toBeInTheDocument();
});

test('a failed inventory shows the server’s reason', async () => {
  renderConsole('/releases', { ...LISTS, 'GET /api/releases': { status: 500, body: { error: '发布目录不可读' } } });
  expect(await screen.findByText('版本清单加载失败：发布目录不可读')).toBeInTheDocument();
});

test('no published version says so', async () => {
  renderConsole('/releases', { ...LISTS, 'GET /api/releases': { body: [] } });
  expect(await screen.findByText(/还没有已发布的版本/)).toBeInTheDocument();
});

test('each version shows its compatibility and groups; an incompatible one cannot be rolled out', async () => {
  renderConsole('/releases', { ...LISTS, 'GET /api/releases': { body: RELEASES } });
  const grid = await screen.findByRole('grid', { name: '版本清单' });
  const row = (build: string) => within(grid).getByText(build).closest('[role="row"]') as HTMLElement;
  expect(within(row('teams@9.0.0+0ff1ce')).getByText('hub、xndx')).toBeInTheDocument();
  expect(within(row('teams@3.0.0+dead01')).getByText('不兼容')).toBeInTheDocument();
  expect(within(row('teams@3.0.0+dead01')).getByRole('button', { name: '开始发布' })).toBeDisabled();
  expect(within(row('teams@9.1.0+a1b2c3')).getByRole('button', { name: '开始发布' })).toBeEnabled();
});

test('a rollout starts with the groups in the order picked, a canary wall of the first group and the bake time', async () => {
  const { fetchMock } = renderConsole('/releases', {
    ...LISTS,
    'GET /api/releases': { body: [RELEASES[0]] },
    'POST /api/rollouts': { body: {} },
  });
  fireEvent.click(await screen.findByRole('button', { name: '开始发布' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('spinbutton', { name: '烘烤时间（秒）' })).toHaveValue(600);
  fireEvent.click(await within(dialog).findByText('hub（2 面墙）'));
  fireEvent.click(within(dialog).getByText('xndx（1 面墙）'));
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '金丝雀墙面' }));
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['lobby-1', 'lobby-2']);
  fireEvent.click(options[1]);
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: '烘烤时间（秒）' }), { target: { value: '30' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '开始发布' }));
  await screen.findByRole('button', { name: '开始发布' });
  const body = {
    remote: 'teams',
    version: '9.1.0',
    groups: ['hub', 'xndx'],
    canary: { wall: 'lobby-2' },
    bakeMs: 30_000,
  };
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/rollouts',
    expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }),
  );
});

test('a bake shorter than 30 s is refused before sending, and a server refusal is shown as text', async () => {
  const reply = { status: 409, body: { error: 'teams 已有进行中的发布 <b>r1</b>' } };
  const { fetchMock } = renderConsole('/releases', {
    ...LISTS,
    'GET /api/releases': { body: [RELEASES[0]] },
    'POST /api/rollouts': reply,
  });
  fireEvent.click(await screen.findByRole('button', { name: '开始发布' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(await within(dialog).findByText('hub（2 面墙）'));
  fireEvent.click(within(dialog).getByRole('radio', { name: '按比例选取金丝雀' }));
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: '烘烤时间（秒）' }), { target: { value: '10' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '开始发布' }));
  expect(await within(dialog).findByText('烘烤时间须在 30 秒到 24 小时之间')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalledWith('/api/rollouts', expect.objectContaining({ method: 'POST' }));
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: '烘烤时间（秒）' }), { target: { value: '60' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '开始发布' }));
  expect(await within(dialog).findByText('发布未开始：teams 已有进行中的发布 <b>r1</b>')).toBeInTheDocument();
});

test('加入分组 offers only the groups that do not run the remote yet and adds it to the one picked', async () => {
  const groups = [{ ...GROUPS[0], versions: { teams: '9.0.0' } }, GROUPS[1]];
  const { fetchMock } = renderConsole('/releases', {
    ...LISTS,
    'GET /api/groups': { body: groups },
    'GET /api/releases': { body: [RELEASES[0]] },
    'POST /api/groups/xndx/remotes': { status: 201, body: {} },
  });
  fireEvent.click(await screen.findByRole('button', { name: '加入分组' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '分组' }));
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['xndx（1 面墙）']);
  fireEvent.click(options[0]);
  fireEvent.click(within(dialog).getByRole('button', { name: '加入分组' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/groups/xndx/remotes',
    expect.objectContaining({ method: 'POST', body: JSON.stringify({ remote: 'teams', version: '9.1.0' }) }),
  );
});

test('a remote every group runs offers no 加入分组', async () => {
  const everywhere = GROUPS.map((g) => ({ ...g, versions: { teams: '9.0.0' } }));
  renderConsole('/releases', {
    ...LISTS,
    'GET /api/groups': { body: everywhere },
    'GET /api/releases': { body: [RELEASES[0]] },
  });
  await screen.findByRole('button', { name: '开始发布' });
  expect(screen.queryByRole('button', { name: '加入分组' })).not.toBeInTheDocument();
});

test('the server refusing an addition keeps the dialog open with its reason', async () => {
  const reply = { status: 409, body: { error: '分组 hub 已在运行 <i>teams@9.0.0</i>' } };
  renderConsole('/releases', {
    ...LISTS,
    'GET /api/releases': { body: [RELEASES[0]] },
    'POST /api/groups/hub/remotes': reply,
  });
  fireEvent.click(await screen.findByRole('button', { name: '加入分组' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '分组' }));
  fireEvent.click((await screen.findAllByRole('option'))[0]);
  fireEvent.click(within(dialog).getByRole('button', { name: '加入分组' }));
  expect(await within(dialog).findByText('未能加入：分组 hub 已在运行 <i>teams@9.0.0</i>')).toBeInTheDocument();
});
