import { fireEvent, screen, within } from '@testing-library/react';
import type { PublishTokenInfo } from '../../protocol/releases';
import { renderConsole } from '../testing/render-console';

const ADMIN = { username: 'root', role: 'admin' as const };
const TOKEN: PublishTokenInfo = {
  id: 7,
  remote: 'teams',
  createdAt: Date.now() - 86400_000,
  createdBy: 'root',
  lastUsedAt: Date.now() - 3600_000,
};
const REVOKED: PublishTokenInfo = {
  id: 5,
  remote: 'chain',
  createdAt: Date.now() - 5 * 86400_000,
  createdBy: 'li',
  revokedAt: Date.now() - 86400_000,
};

test('while the tokens load the page says so', async () => {
  renderConsole('/publish-tokens', { 'GET /api/publish-tokens': 'pending' }, ADMIN);
  expect(await screen.findByText('正在加载发布令牌…')).toBeInTheDocument();
});

test('a failed load shows the reason', async () => {
  renderConsole(
    '/publish-tokens',
    { 'GET /api/publish-tokens': { status: 500, body: { error: '数据库不可用' } } },
    ADMIN,
  );
  expect(await screen.findByText('发布令牌加载失败：数据库不可用')).toBeInTheDocument();
});

test('no token yet says what a token is for', async () => {
  renderConsole('/publish-tokens', { 'GET /api/publish-tokens': { body: [] } }, ADMIN);
  expect(await screen.findByText(/还没有发布令牌/)).toBeInTheDocument();
});

test('each token shows its remote, creator and state; only a live one can be revoked', async () => {
  renderConsole('/publish-tokens', { 'GET /api/publish-tokens': { body: [TOKEN, REVOKED] } }, ADMIN);
  const grid = await screen.findByRole('grid', { name: '发布令牌' });
  const [live, revoked] = within(grid).getAllByRole('row').slice(1);
  expect(within(live).getByText('teams')).toBeInTheDocument();
  expect(within(live).getByText('有效')).toBeInTheDocument();
  expect(within(revoked).getByText('li')).toBeInTheDocument();
  expect(within(revoked).getByText(/^已吊销/)).toBeInTheDocument();
  expect(within(grid).getAllByRole('button', { name: '吊销' })).toHaveLength(1);
});

test('a new token is shown once, with the warning that it is shown only this once', async () => {
  const { fetchMock } = renderConsole(
    '/publish-tokens',
    {
      'GET /api/publish-tokens': { body: [] },
      'POST /api/publish-tokens': (body) => ({ body: { ...TOKEN, id: 8, ...(body as object), secret: 'cpt_s3cret' } }),
    },
    ADMIN,
  );
  fireEvent.click(await screen.findByRole('button', { name: '新建令牌' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: '远程模块' }), { target: { value: 'acme' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  expect(await within(dialog).findByDisplayValue('cpt_s3cret')).toBeInTheDocument();
  expect(within(dialog).getByText(/只显示一次/)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/publish-tokens',
    expect.objectContaining({ body: JSON.stringify({ remote: 'acme' }) }),
  );
  fireEvent.click(within(dialog).getByRole('button', { name: '我已保存，关闭' }));
  fireEvent.click(await screen.findByRole('button', { name: '新建令牌' }));
  expect(screen.queryByDisplayValue('cpt_s3cret')).not.toBeInTheDocument();
});

test('a remote name the service would refuse is refused before anything is sent', async () => {
  const { fetchMock } = renderConsole('/publish-tokens', { 'GET /api/publish-tokens': { body: [] } }, ADMIN);
  fireEvent.click(await screen.findByRole('button', { name: '新建令牌' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: '远程模块' }), { target: { value: 'Acme Teams' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  expect(await within(dialog).findByText(/远程模块名应以小写字母开头/)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalledWith('/api/publish-tokens', expect.objectContaining({ method: 'POST' }));
});

test('revoking asks first, then calls the server', async () => {
  const { fetchMock } = renderConsole(
    '/publish-tokens',
    {
      'GET /api/publish-tokens': { body: [TOKEN] },
      'DELETE /api/publish-tokens/7': { body: { ...TOKEN, revokedAt: Date.now() } },
    },
    ADMIN,
  );
  fireEvent.click(await screen.findByRole('button', { name: '吊销' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/确定吊销远程模块 teams 的发布令牌 #7 吗/)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalledWith('/api/publish-tokens/7', expect.anything());
  fireEvent.click(within(dialog).getByRole('button', { name: '确定吊销' }));
  await screen.findByRole('button', { name: '吊销' });
  expect(fetchMock).toHaveBeenCalledWith('/api/publish-tokens/7', expect.objectContaining({ method: 'DELETE' }));
});

test('the page is for administrators only', async () => {
  renderConsole('/publish-tokens', {}, { username: 'ops', role: 'operator' });
  expect(await screen.findByText('仅管理员可以管理发布令牌。')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '新建令牌' })).not.toBeInTheDocument();
});
