import { fireEvent, screen, within } from '@testing-library/react';
import type { WallKeyInfo } from '../../protocol/console-api';
import { renderConsole } from '../testing/render-console';

const ADMIN = { username: 'root', role: 'admin' as const };
const KEY: WallKeyInfo = { id: 3, group: 'hub', name: '大厅主屏', createdAt: Date.now() - 86400_000, createdBy: 'root' };

test('no key yet says how keys are used', async () => {
  renderConsole('/keys', { 'GET /api/wall-keys': { body: [] } }, ADMIN);
  expect(await screen.findByText(/还没有墙面密钥/)).toBeInTheDocument();
});

test('a failed load shows the reason', async () => {
  renderConsole('/keys', { 'GET /api/wall-keys': { status: 500, body: { error: '数据库不可用' } } }, ADMIN);
  expect(await screen.findByText('墙面密钥加载失败：数据库不可用')).toBeInTheDocument();
});

test('a new key’s secret is shown once, with the hint to copy it now', async () => {
  const { fetchMock } = renderConsole(
    '/keys',
    { 'GET /api/wall-keys': { body: [KEY] }, 'POST /api/wall-keys': (body) => ({ body: { ...KEY, id: 4, ...(body as object), secret: 'wk_s3cret' } }) },
    ADMIN,
  );
  fireEvent.click(await screen.findByRole('button', { name: '新建密钥' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: '分组' }), { target: { value: 'xndx' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '名称' }), { target: { value: '会议室' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  expect(await within(dialog).findByDisplayValue('wk_s3cret')).toBeInTheDocument();
  expect(within(dialog).getByText(/唯一一次显示/)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/wall-keys', expect.objectContaining({ body: JSON.stringify({ group: 'xndx', name: '会议室' }) }));
  fireEvent.click(within(dialog).getByRole('button', { name: '我已保存，关闭' }));
  fireEvent.click(await screen.findByRole('button', { name: '新建密钥' }));
  expect(screen.queryByDisplayValue('wk_s3cret')).not.toBeInTheDocument();
});

test('revoking asks first, then calls the server', async () => {
  const { fetchMock } = renderConsole('/keys', { 'GET /api/wall-keys': { body: [KEY] }, 'DELETE /api/wall-keys/3': { status: 204 } }, ADMIN);
  fireEvent.click(await screen.findByRole('button', { name: '吊销' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/确定吊销分组 hub 的密钥“大厅主屏”吗/)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalledWith('/api/wall-keys/3', expect.anything());
  fireEvent.click(within(dialog).getByRole('button', { name: '确定吊销' }));
  await screen.findByRole('button', { name: '吊销' });
  expect(fetchMock).toHaveBeenCalledWith('/api/wall-keys/3', expect.objectContaining({ method: 'DELETE' }));
});
