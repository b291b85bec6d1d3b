import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderConsole, wallFixture } from '../testing/render-console';

const WALL = { ...wallFixture(), name: '大厅左屏', location: '一楼大厅东墙', notes: '' };
const GROUPS = [
  { group: 'hub', versions: {}, walls: 2, online: 2 },
  { group: 'meeting', versions: {}, walls: 0, online: 0 },
];
const base = {
  'GET /api/walls/lobby-1': { body: WALL },
  'GET /api/groups': { body: GROUPS },
  'GET /api/walls': { body: [] },
};

test('the wall page names the wall and where it hangs; a viewer gets no management buttons', async () => {
  renderConsole('/walls/lobby-1', base, { username: 'guest', role: 'viewer' });
  expect(await screen.findByRole('heading', { name: '大厅左屏' })).toBeInTheDocument();
  expect(screen.getByText('一楼大厅东墙')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '停用' })).not.toBeInTheDocument();
});

test('editing sends only what changed', async () => {
  const patch = jest.fn((body: unknown) => ({ body: { ...WALL, ...(body as object) } }));
  renderConsole('/walls/lobby-1', { ...base, 'PATCH /api/walls/lobby-1': patch });
  fireEvent.click(await screen.findByRole('button', { name: '编辑信息' }));
  const dialog = await screen.findByRole('dialog', { name: '编辑墙面信息' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '位置' }), { target: { value: '二楼会议室' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(patch).toHaveBeenCalledWith({ location: '二楼会议室' }));
});

test('moving says the wall follows at its next beat, and sends the new group', async () => {
  const patch = jest.fn((body: unknown) => ({ body: { ...WALL, ...(body as object) } }));
  renderConsole('/walls/lobby-1', { ...base, 'PATCH /api/walls/lobby-1': patch });
  fireEvent.click(await screen.findByRole('button', { name: '移到其他分组' }));
  const dialog = await screen.findByRole('dialog', { name: '移到其他分组' });
  expect(within(dialog).getByText(/下一次心跳时改为显示新分组/)).toBeInTheDocument();
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '分组' }));
  fireEvent.click(await screen.findByRole('option', { name: 'meeting' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '移动' }));
  await waitFor(() => expect(patch).toHaveBeenCalledWith({ group: 'meeting' }));
});

test('re-pairing asks first and says the wall will show a new code; a refusal is shown as text', async () => {
  const rePair = jest.fn(() => ({ status: 409, body: { error: '<b>墙面已停用</b>' } }));
  renderConsole('/walls/lobby-1', { ...base, 'POST /api/walls/lobby-1/re-pair': rePair });
  fireEvent.click(await screen.findByRole('button', { name: '重新配对' }));
  const dialog = await screen.findByRole('dialog', { name: '重新配对' });
  expect(within(dialog).getByText(/凭据将被撤销.*显示新的配对码/)).toBeInTheDocument();
  expect(rePair).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: '确定重新配对' }));
  expect(await within(dialog).findByText('重新配对失败：<b>墙面已停用</b>')).toBeInTheDocument();
});

test('retiring asks first, says the history stays in the audit log, then returns to the list', async () => {
  const retire = jest.fn(() => ({ status: 204 }));
  renderConsole('/walls/lobby-1', { ...base, 'DELETE /api/walls/lobby-1': retire });
  fireEvent.click(await screen.findByRole('button', { name: '停用' }));
  const dialog = await screen.findByRole('dialog', { name: '停用墙面' });
  expect(within(dialog).getByText(/从墙面列表和监控指标中移除.*保留在审计日志中/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: '确定停用' }));
  await waitFor(() => expect(retire).toHaveBeenCalled());
  expect(await screen.findByRole('button', { name: '添加墙面' })).toBeInTheDocument();
});
