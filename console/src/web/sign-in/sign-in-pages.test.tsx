import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SignInSettingsView } from '../../protocol/sign-in';
import { renderConsole } from '../testing/render-console';

const view: SignInSettingsView = {
  enabled: true,
  issuer: 'https://sso.example.edu.cn/realms/campus',
  clientId: 'cockpit',
  scopes: 'openid profile groups',
  label: '校园统一身份认证',
  usernameClaim: 'preferred_username',
  roleClaim: 'groups',
  roleRules: [{ value: 'cockpit-admins', role: 'admin' }],
  sessionMaxAgeHours: 12,
  localSignIn: true,
  hasClientSecret: true,
  fromEnvironment: false,
  redirectUri: 'http://console.test/api/sign-in/oidc/callback',
};

test("the login page offers the provider's button, carrying the page asked for", async () => {
  renderConsole(
    '/alerts',
    { 'GET /api/sign-in/options': { body: { oidc: { label: '校园统一身份认证' }, localSignIn: false } } },
    null,
  );
  const button = await screen.findByRole('link', { name: '校园统一身份认证' });
  expect(button).toHaveAttribute('href', '/api/sign-in/oidc?next=%2Falerts');
  expect(screen.getByText('本地账号登录已关闭，仅应急账号可用密码登录。')).toBeInTheDocument();
});

test('a sign-in through the provider that came back refused says why, in Chinese', async () => {
  renderConsole(
    '/login?sso=state',
    { 'GET /api/sign-in/options': { body: { oidc: { label: '统一身份认证登录' }, localSignIn: true } } },
    null,
  );
  expect(await screen.findByText('登录请求已失效或不是从本页发起的，请重新点击登录按钮。')).toBeInTheDocument();
});

test('a person with no role is told so and can only sign out', async () => {
  const { fetchMock } = renderConsole('/', {
    'GET /api/session': {
      status: 403,
      body: { error: '你已登录，但你的账号没有分配任何角色，无权使用控制台。', field: 'role' },
    },
    'DELETE /api/session': { body: { ok: true } },
  });
  expect(await screen.findByText('没有访问权限')).toBeInTheDocument();
  expect(screen.getByText(/没有分配任何角色/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.objectContaining({ method: 'DELETE' })),
  );
});

test('单点登录 never shows the secret and keeps it when left empty', async () => {
  const { fetchMock } = renderConsole(
    '/sign-in',
    {
      'GET /api/sign-in/settings': { body: view },
      'PUT /api/sign-in/settings': (body) => ({ body: { ...view, ...(body as object) } }),
    },
    { username: 'root', role: 'admin' },
  );
  const secret = await screen.findByLabelText('客户端密钥');
  expect(secret).toHaveValue('');
  expect(screen.getByText('已设置（不会显示）；留空则保留原密钥')).toBeInTheDocument();
  expect(screen.getByText(view.redirectUri)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await screen.findByText('已保存；客户端密钥未更改（沿用原来保存的）');
  const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/sign-in/settings' && init?.method === 'PUT');
  const sent = JSON.parse(String(put![1].body));
  expect(sent).not.toHaveProperty('clientSecret');
  expect(sent.roleRules).toEqual([{ value: 'cockpit-admins', role: 'admin' }]);
});

test('the 安全管理员 sets the role mapping, which offers every role of the console, the separated duties too', async () => {
  const { fetchMock } = renderConsole(
    '/sign-in',
    {
      'GET /api/sign-in/settings': { body: view },
      'PUT /api/sign-in/settings': (body) => ({ body: { ...view, ...(body as object) } }),
    },
    { username: 'sec', role: 'security' },
  );
  const nav = await screen.findByRole('navigation', { name: '控制台导航' });
  expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['用户', '单点登录', '安全设置']);
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: '角色' }));
  const options = screen.getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(['查看者', '操作员', '管理员', '安全管理员', '审计管理员']);
  fireEvent.click(screen.getByRole('option', { name: '审计管理员' }));
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/sign-in/settings' && init?.method === 'PUT')).toBe(
      true,
    ),
  );
  const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/sign-in/settings' && init?.method === 'PUT');
  expect(JSON.parse(String(put![1].body)).roleRules).toEqual([{ value: 'cockpit-admins', role: 'auditor' }]);
});
