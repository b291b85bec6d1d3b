import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GroupInfo } from '../../protocol/releases';
import { renderConsole } from '../testing/render-console';

const ADMIN = { username: 'root', role: 'admin' as const };
const HUB: GroupInfo = { group: 'hub', name: '人才服务港', versions: { teams: '1.0.0' }, walls: 2, online: 1 };
const XNDX: GroupInfo = { group: 'xndx', name: '分析测试中心', versions: { devices: '1.0.0' }, walls: 0, online: 0 };
const LIST = { 'GET /api/groups': { body: [HUB, XNDX] } };

test('each group shows its display name, id and wall counts', async () => {
  renderConsole('/groups', LIST, ADMIN);
  const grid = await screen.findByRole('grid', { name: '分组' });
  const [hub] = within(grid).getAllByRole('row').slice(1);
  expect(within(hub).getByText('人才服务港')).toBeInTheDocument();
  expect(within(hub).getByText('hub')).toBeInTheDocument();
  expect(within(hub).getByText('2')).toBeInTheDocument();
  expect(within(hub).getByText('teams@1.0.0')).toBeInTheDocument();
});

test('an operator sees the groups but no way to change them', async () => {
  renderConsole('/groups', LIST);
  await screen.findByRole('grid', { name: '分组' });
  expect(screen.queryByRole('button', { name: '新建分组' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
});

test('a new group is created from the group chosen, with its id and name', async () => {
  const { fetchMock } = renderConsole(
    '/groups',
    { ...LIST, 'POST /api/groups': (body) => ({ status: 201, body: { ...HUB, ...(body as object), walls: 0 } }) },
    ADMIN,
  );
  await screen.findByRole('grid', { name: '分组' });
  fireEvent.click(screen.getByRole('button', { name: '新建分组' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: '分组编号' }), { target: { value: 'meeting-3f' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '分组名称' }), { target: { value: '三楼会议室' } });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '复制自' }));
  fireEvent.click(await screen.findByRole('option', { name: '分析测试中心（xndx）' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  await screen.findByRole('grid', { name: '分组' });
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/groups',
    expect.objectContaining({
      method: 'POST',
      body: JSON.stringify({ group: 'meeting-3f', name: '三楼会议室', from: 'xndx' }),
    }),
  );
});

test('a new group whose pages start from a template sends that template', async () => {
  const FOUR = { id: 'four-large', name: '四面板大字页面', layout: { width: 1920, height: 980, slots: [] } };
  const { fetchMock } = renderConsole(
    '/groups',
    {
      ...LIST,
      'GET /api/layout-templates/hub': { body: [FOUR] },
      'POST /api/groups': (body) => ({ status: 201, body: { ...HUB, ...(body as object), walls: 0 } }),
    },
    ADMIN,
  );
  await screen.findByRole('grid', { name: '分组' });
  fireEvent.click(screen.getByRole('button', { name: '新建分组' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: '分组编号' }), { target: { value: 'tv-1f' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '分组名称' }), { target: { value: '一楼电视' } });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '页面布局' }));
  fireEvent.click(await screen.findByRole('option', { name: '模板：四面板大字页面' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  await screen.findByRole('grid', { name: '分组' });
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/groups',
    expect.objectContaining({
      method: 'POST',
      body: JSON.stringify({ group: 'tv-1f', name: '一楼电视', from: 'hub', template: 'four-large' }),
    }),
  );
});

test('on a new install with no group the admin creates the first one from a template, copying none', async () => {
  const FOUR = { id: 'four-large', name: '四面板大字页面', layout: { width: 1920, height: 980, slots: [] } };
  const { fetchMock } = renderConsole(
    '/groups',
    {
      'GET /api/groups': { body: [] },
      'GET /api/layout-templates/hub': { body: [FOUR] },
      'POST /api/groups': (body) => ({ status: 201, body: { ...HUB, ...(body as object), walls: 0 } }),
    },
    ADMIN,
  );
  expect(await screen.findByText(/还没有分组：点 新建分组 创建第一个/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '新建分组' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('combobox', { name: '复制自' })).toHaveTextContent(
    '不复制：各远程模块最新发布的版本',
  );
  fireEvent.change(within(dialog).getByRole('textbox', { name: '分组编号' }), { target: { value: 'lobby' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '分组名称' }), { target: { value: '大厅' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  expect(await within(dialog).findByText('不从已有分组复制时，请选择页面布局的模板')).toBeInTheDocument();
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '页面布局' }));
  fireEvent.click(await screen.findByRole('option', { name: '模板：四面板大字页面' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/groups',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ group: 'lobby', name: '大厅', template: 'four-large' }),
      }),
    ),
  );
});

test('an id the service would refuse is refused before anything is sent', async () => {
  const { fetchMock } = renderConsole('/groups', LIST, ADMIN);
  await screen.findByRole('grid', { name: '分组' });
  fireEvent.click(screen.getByRole('button', { name: '新建分组' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: '分组编号' }), { target: { value: 'Meeting Room' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  expect(await within(dialog).findByText(/分组编号应以小写字母或数字开头/)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalledWith('/api/groups', expect.objectContaining({ method: 'POST' }));
});

test('a rename sends the new display name', async () => {
  const { fetchMock } = renderConsole(
    '/groups',
    { ...LIST, 'PATCH /api/groups/hub': (body) => ({ body: { ...HUB, ...(body as object) } }) },
    ADMIN,
  );
  fireEvent.click(await screen.findByRole('button', { name: '重命名 人才服务港' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: '分组名称' }), { target: { value: '一楼大厅' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await screen.findByRole('grid', { name: '分组' });
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/groups/hub',
    expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ name: '一楼大厅' }) }),
  );
});

test('a removal the service refuses shows its reason, naming the walls', async () => {
  renderConsole(
    '/groups',
    {
      ...LIST,
      'DELETE /api/groups/hub': {
        status: 409,
        body: { error: '分组 hub 还有 2 面墙：大厅左屏（w-1）、w-2。请先把它们移到其他分组或退役', field: 'group' },
      },
    },
    ADMIN,
  );
  fireEvent.click(await screen.findByRole('button', { name: '删除 人才服务港' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '确定删除' }));
  expect(await within(dialog).findByText(/删除失败：分组 hub 还有 2 面墙：大厅左屏（w-1）/)).toBeInTheDocument();
});
