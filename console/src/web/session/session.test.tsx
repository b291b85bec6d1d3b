import { fireEvent, screen } from '@testing-library/react';
import { renderConsole } from '../testing/render-console';
import { safeNext } from './login-page';

function signIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

test('signed out, any page leads to the login form', async () => {
  renderConsole('/audit', {}, null);
  expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
});

test('an empty form is refused in Chinese without asking the server', async () => {
  const { fetchMock } = renderConsole('/', {}, null);
  fireEvent.click(await screen.findByRole('button', { name: '登录' }));
  expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalledWith('/api/session', expect.objectContaining({ method: 'POST' }));
});

test('a wrong password says so', async () => {
  renderConsole('/', { 'POST /api/session': { status: 401, body: {} } }, null);
  await screen.findByRole('button', { name: '登录' });
  signIn('admin', 'wrong');
  expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
});

test('signing in opens the page asked for, with the user and role in the app bar', async () => {
  renderConsole(
    '/remotes',
    { 'POST /api/session': { body: { username: 'zhang', role: 'admin' } }, 'GET /api/remotes': 'pending' },
    null,
  );
  await screen.findByRole('button', { name: '登录' });
  signIn('zhang', 'secret-pass');
  expect(await screen.findByText('正在加载远程模块…')).toBeInTheDocument();
  expect(screen.getByLabelText('当前用户')).toHaveTextContent('zhang');
  expect(screen.getByText('管理员')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '预配令牌' })).toBeInTheDocument();
});

test('a 401 from any call sends the user back to the login form', async () => {
  renderConsole('/', { 'GET /api/walls': { status: 401, body: { error: '登录已过期' } } });
  expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
});

test('退出登录 ends the session on the server and shows the login form', async () => {
  const { fetchMock } = renderConsole('/', { 'GET /api/walls': { body: [] }, 'DELETE /api/session': { status: 204 } });
  fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
  expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.objectContaining({ method: 'DELETE' }));
});

test('a viewer gets no admin sections, and a refusal when typing their address', async () => {
  renderConsole('/provisioning-tokens', {}, { username: 'guest', role: 'viewer' });
  expect(await screen.findByText('仅管理员可以管理预配令牌。')).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: '预配令牌' })).not.toBeInTheDocument();
});

test('after signing in, only a path of this page is followed', () => {
  expect(safeNext('/walls/lobby-1')).toBe('/walls/lobby-1');
  expect(safeNext('//evil.example/x')).toBe('/');
  expect(safeNext('https://evil.example/')).toBe('/');
  expect(safeNext(null)).toBe('/');
});
