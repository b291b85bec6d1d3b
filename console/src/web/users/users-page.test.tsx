import { fireEvent, screen, within } from '@testing-library/react';
import { renderConsole } from '../testing/render-console';

const ADMIN = { username: 'root', role: 'admin' as const };

test('while users load, the page says so', async () => {
  renderConsole('/users', { 'GET /api/users': 'pending' }, ADMIN);
  expect(await screen.findByText('正在加载用户列表…')).toBeInTheDocument();
});

test('each user shows with the Chinese name of their role', async () => {
  renderConsole('/users', { 'GET /api/users': { body: [{ username: 'li', role: 'operator', createdAt: Date.now() }] } }, ADMIN);
  const grid = await screen.findByRole('grid', { name: '用户列表' });
  expect(within(grid).getByText('li')).toBeInTheDocument();
  expect(within(grid).getByText('操作员')).toBeInTheDocument();
});

test('a refused new user shows the server’s reason in the dialog', async () => {
  renderConsole('/users', { 'GET /api/users': { body: [] }, 'POST /api/users': { status: 409, body: { error: '用户名已存在', field: 'username' } } }, ADMIN);
  fireEvent.click(await screen.findByRole('button', { name: '新建用户' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'li' } });
  fireEvent.change(within(dialog).getByLabelText('初始密码'), { target: { value: 'long-enough-1' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  expect(await within(dialog).findByText('用户名已存在')).toBeInTheDocument();
});
