import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderConsole } from '../testing/render-console';

const ADMIN = { username: 'root', role: 'admin' as const };

test('while users load, the page says so', async () => {
  renderConsole('/users', { 'GET /api/users': 'pending' }, ADMIN);
  expect(await screen.findByText('正在加载用户列表…')).toBeInTheDocument();
});

test('each user shows with the Chinese name of their role', async () => {
  renderConsole(
    '/users',
    { 'GET /api/users': { body: [{ username: 'li', role: 'operator', createdAt: Date.now() }] } },
    ADMIN,
  );
  const grid = await screen.findByRole('grid', { name: '用户列表' });
  expect(within(grid).getByText('li')).toBeInTheDocument();
  expect(within(grid).getByText('操作员')).toBeInTheDocument();
});

test('a refused new user shows the server’s reason in the dialog', async () => {
  renderConsole(
    '/users',
    {
      'GET /api/users': { body: [] },
      'POST /api/users': { status: 409, body: { error: '用户名已存在', field: 'username' } },
    },
    ADMIN,
  );
  fireEvent.click(await screen.findByRole('button', { name: '新建用户' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'li' } });
  fireEvent.change(within(dialog).getByLabelText('初始密码'), { target: { value: 'long-enough-1' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  expect(await within(dialog).findByText('用户名已存在')).toBeInTheDocument();
});

test('disabling a user is confirmed first, then sent, and a disabled user shows as such', async () => {
  const { fetchMock } = renderConsole(
    '/users',
    {
      'GET /api/users': {
        body: [
          { username: 'li', role: 'operator', createdAt: Date.now() },
          { username: 'wu', role: 'viewer', disabledAt: Date.now() },
        ],
      },
      'POST /api/users/li/disable': { body: { ok: true } },
    },
    ADMIN,
  );
  const grid = await screen.findByRole('grid', { name: '用户列表' });
  expect(within(grid).getByText('已停用')).toBeInTheDocument();
  fireEvent.click(within(grid).getByRole('button', { name: '管理 li' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '停用' }));
  expect(await screen.findByText(/其所有会话立即结束，停用期间无法登录/)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalledWith('/api/users/li/disable', expect.anything());
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('已完成')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/users/li/disable', expect.objectContaining({ method: 'POST' }));
});

test('the server’s refusal to remove the last admin is shown in the dialog', async () => {
  renderConsole(
    '/users',
    {
      'GET /api/users': { body: [{ username: 'root', role: 'admin', createdAt: Date.now() }] },
      'DELETE /api/users/root': {
        status: 409,
        body: { error: '不能移除最后一位管理员：请先让另一位用户成为管理员', field: 'username' },
      },
    },
    ADMIN,
  );
  fireEvent.click(
    within(await screen.findByRole('grid', { name: '用户列表' })).getByRole('button', { name: '管理 root' }),
  );
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除用户' }));
  fireEvent.click(await screen.findByRole('button', { name: '确定' }));
  expect(await screen.findByText('操作失败：不能移除最后一位管理员：请先让另一位用户成为管理员')).toBeInTheDocument();
});

test('修改密码 asks for the current password and sends both', async () => {
  const { fetchMock } = renderConsole(
    '/users',
    { 'GET /api/users': { body: [] }, 'PUT /api/session/password': { body: { ok: true } } },
    ADMIN,
  );
  fireEvent.click(await screen.findByRole('button', { name: '修改密码' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('当前密码'), { target: { value: 'old passphrase' } });
  fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'new passphrase!' } });
  fireEvent.change(within(dialog).getByLabelText('再次输入新密码'), { target: { value: 'new passphrase!' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '修改' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/session/password',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ currentPassword: 'old passphrase', newPassword: 'new passphrase!' }),
      }),
    ),
  );
});
