import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupLayouts, PageLayout } from '../../protocol/releases';
import { renderConsole } from '../testing/render-console';

const HUB: PageLayout = {
  width: 1920,
  height: 980,
  slots: [
    {
      id: 'teams',
      x: 14,
      y: 166,
      w: 464,
      h: 390,
      panels: ['teams/running-teams'],
      title: '在孵团队',
      rotateMs: 20_000,
    },
    { id: 'notices', x: 490, y: 166, w: 464, h: 190, panels: ['notices/notices'], title: '通知公告' },
  ],
};
const LAYOUTS: GroupLayouts = {
  group: 'hub',
  pages: {
    hub: HUB,
    xndx: {
      width: 1920,
      height: 980,
      slots: [{ id: 'headline', x: 14, y: 8, w: 1892, h: 158, panels: ['xndx/headline'] }],
    },
  },
};
const PANELS = [
  { id: 'teams/running-teams', remote: 'teams', title: '运行团队' },
  { id: 'notices/notices', remote: 'notices' },
  { id: 'acme/overview', remote: 'acme', title: '概览' },
];
const ROUTES = {
  'GET /api/groups': { body: [{ group: 'hub', name: '人才服务港', versions: {}, walls: 2, online: 2 }] },
  'GET /api/groups/hub/layouts': { body: LAYOUTS },
  'GET /api/groups/hub/panels': { body: PANELS },
};
const PUT = 'PUT /api/groups/hub/layouts/hub';
afterEach(() => localStorage.clear());
const putCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
const inspector = async (slot: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `槽位 ${slot}` }));
  return screen.findByRole('region', { name: `槽位 ${slot} 属性` });
};

test('while the layouts load, the page says so', async () => {
  renderConsole('/layouts', { ...ROUTES, 'GET /api/groups/hub/layouts': 'pending' });
  expect(await screen.findByText('正在加载布局…')).toBeInTheDocument();
});

test('a failed load shows the reason', async () => {
  renderConsole('/layouts', {
    ...ROUTES,
    'GET /api/groups/hub/layouts': { status: 404, body: { error: '分组 hub 不存在' } },
  });
  expect(await screen.findByText('布局加载失败：分组 hub 不存在')).toBeInTheDocument();
});

test('no group yet says so', async () => {
  renderConsole('/layouts', { ...ROUTES, 'GET /api/groups': { body: [] } });
  expect(await screen.findByText(/还没有分组/)).toBeInTheDocument();
});

test('every slot of the page is drawn with its id, title and panels', async () => {
  renderConsole('/layouts', ROUTES);
  const canvas = await screen.findByRole('group', { name: '页面画布 1920×980' });
  const teams = within(canvas).getByRole('button', { name: '槽位 teams' });
  expect(teams).toHaveTextContent('在孵团队');
  expect(teams).toHaveTextContent('teams/running-teams');
  expect(teams.style.left || getComputedStyle(teams).left).toBe(`${(14 / 1920) * 100}%`);
  expect(within(canvas).getByRole('button', { name: '槽位 notices' })).toHaveTextContent('notices/notices');
});

test('a slot moved onto another is refused before anything is sent', async () => {
  const { fetchMock } = renderConsole('/layouts', { ...ROUTES, [PUT]: { body: LAYOUTS } });
  const region = await inspector('notices');
  fireEvent.change(within(region).getByRole('spinbutton', { name: 'x' }), { target: { value: '300' } });
  expect(await screen.findByText('槽位 teams 与槽位 notices 重叠')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(putCalls(fetchMock)).toHaveLength(0);
});

test('a panel added from the picker ends up in the PUT body', async () => {
  let stored = LAYOUTS;
  const { fetchMock } = renderConsole('/layouts', {
    ...ROUTES,
    'GET /api/groups/hub/layouts': () => ({ body: stored }),
    [PUT]: (body) => {
      stored = { ...stored, pages: { ...stored.pages, hub: body as PageLayout } };
      return { body: stored };
    },
  });
  const region = await inspector('notices');
  const picker = within(region).getByRole('combobox', { name: '选择面板' });
  fireEvent.mouseDown(picker);
  fireEvent.click(await screen.findByRole('option', { name: 'acme/overview（概览）' }));
  fireEvent.click(within(region).getByRole('button', { name: '添加' }));
  expect(within(region).getByRole('list', { name: '轮播面板' })).toHaveTextContent('2. acme/overview');
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText(/已保存/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
  const [[url, init]] = putCalls(fetchMock);
  expect(url).toBe('/api/groups/hub/layouts/hub');
  expect(JSON.parse((init as RequestInit).body as string).slots[1].panels).toEqual([
    'notices/notices',
    'acme/overview',
  ]);
});

test('the server’s refusal is shown as text with its field, and 放弃修改 brings back the server’s version', async () => {
  renderConsole('/layouts', {
    ...ROUTES,
    [PUT]: { status: 400, body: { error: '槽位 <b>notices</b> 的面板不存在', field: 'slots.1.panels' } },
  });
  const region = await inspector('notices');
  fireEvent.change(within(region).getByRole('textbox', { name: '标题' }), { target: { value: '公告' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(
    await screen.findByText('保存被拒绝：槽位 <b>notices</b> 的面板不存在（字段：slots.1.panels）'),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '放弃修改' }));
  expect(
    within(screen.getByRole('region', { name: '槽位 notices 属性' })).getByRole('textbox', { name: '标题' }),
  ).toHaveValue('通知公告');
  expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
});

test('an empty rotation is refused before sending', async () => {
  renderConsole('/layouts', ROUTES);
  const region = await inspector('notices');
  fireEvent.click(within(region).getByRole('button', { name: '移除 notices/notices' }));
  expect(await screen.findByText('槽位 notices 的轮播面板：至少要有 1 个面板')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
});

test('a viewer sees the layout but cannot change it', async () => {
  renderConsole('/layouts', ROUTES, { username: 'guest', role: 'viewer' });
  const region = await inspector('teams');
  expect(within(region).getByRole('button', { name: '移除 teams/running-teams' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
});

test('the preview frames the wall’s /preview at the slot’s size, from the 大屏地址 kept in this browser', async () => {
  localStorage.setItem('cockpit.console.wallUrl', 'http://wall.example:8080/');
  renderConsole('/layouts', ROUTES);
  const region = await inspector('teams');
  expect(within(region).getByRole('textbox', { name: '大屏地址' })).toHaveValue('http://wall.example:8080/');
  fireEvent.change(within(region).getByRole('textbox', { name: '大屏地址' }), {
    target: { value: 'https://lobby.example' },
  });
  expect(localStorage.getItem('cockpit.console.wallUrl')).toBe('https://lobby.example');
  const link = within(region).getByRole('link', { name: '在新窗口中打开预览' });
  expect(link).toHaveAttribute(
    'href',
    'https://lobby.example/preview?panel=teams%2Frunning-teams&w=464&h=390&group=hub',
  );
  fireEvent.change(within(region).getByRole('textbox', { name: '大屏地址' }), {
    target: { value: 'javascript:alert(1)' },
  });
  expect(within(region).getByText('请填写 http:// 或 https:// 开头的地址')).toBeInTheDocument();
  expect(within(region).queryByRole('link', { name: '在新窗口中打开预览' })).not.toBeInTheDocument();
});

test('a panel the server already shows but no remote lists only warns, and saving stays possible', async () => {
  const panels = PANELS.filter((p) => p.id !== 'notices/notices');
  renderConsole('/layouts', { ...ROUTES, 'GET /api/groups/hub/panels': { body: panels } });
  expect(
    await screen.findByText(/槽位 notices 的面板 notices\/notices 不在该分组运行的任何远程模块中（墙面当前已在显示/),
  ).toBeInTheDocument();
  const region = await inspector('teams');
  fireEvent.change(within(region).getByRole('textbox', { name: '标题' }), { target: { value: '团队' } });
  expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
});

test('a stale save is refused with the server’s words, and the current version is offered', async () => {
  let version = 2;
  const { fetchMock } = renderConsole('/layouts', {
    ...ROUTES,
    'GET /api/groups/hub/layouts': () => ({ body: { ...LAYOUTS, versions: { hub: version, xndx: 1 } } }),
    [PUT]: () => {
      version = 3;
      return {
        status: 409,
        body: {
          error: '保存冲突：页面 hub 已被 ops-li 保存为第 3 版，你的修改基于第 2 版。请查看当前版本后重新修改',
          field: 'version',
        },
      };
    },
  });
  const region = await inspector('notices');
  fireEvent.change(within(region).getByRole('textbox', { name: '标题' }), { target: { value: '公告' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText(/保存被拒绝：保存冲突：页面 hub 已被 ops-li 保存为第 3 版/)).toBeInTheDocument();
  expect(
    await screen.findByText('服务器上的当前版本是第 3 版，你的修改基于第 2 版：请载入当前版本后重新修改'),
  ).toBeInTheDocument();
  const [[, init]] = putCalls(fetchMock);
  expect((init as RequestInit).headers).toMatchObject({ 'if-match': '"2"' });
  fireEvent.click(screen.getByRole('button', { name: '载入当前版本' }));
  expect(await screen.findByText(/^第 3 版 · 1920×980/)).toBeInTheDocument();
});
