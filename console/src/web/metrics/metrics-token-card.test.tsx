import { fireEvent, screen, within } from '@testing-library/react';
import { renderConsole } from '../testing/render-console';

const ADMIN = { username: 'root', role: 'admin' as const };
const PAGE = { 'GET /api/publish-tokens': { body: [] } };

test('a new scrape token is made only after confirming, and shown once', async () => {
  const { fetchMock } = renderConsole(
    '/publish-tokens',
    { ...PAGE, 'POST /api/metrics-token': { body: { secret: 'cmt_only-shown-once' } } },
    ADMIN,
  );
  const card = await screen.findByRole('region', { name: '指标抓取令牌' });
  fireEvent.click(within(card).getByRole('button', { name: '生成新令牌' }));
  expect(await screen.findByText(/旧令牌立即失效/)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalledWith('/api/metrics-token', expect.anything());
  fireEvent.click(screen.getByRole('button', { name: '确定生成' }));
  expect(await within(card).findByDisplayValue('cmt_only-shown-once')).toBeInTheDocument();
});

test('a refused revocation shows the server’s reason', async () => {
  renderConsole(
    '/publish-tokens',
    { ...PAGE, 'DELETE /api/metrics-token': { status: 404, body: { error: '当前没有指标令牌' } } },
    ADMIN,
  );
  const card = await screen.findByRole('region', { name: '指标抓取令牌' });
  fireEvent.click(within(card).getByRole('button', { name: '吊销令牌' }));
  fireEvent.click(await screen.findByRole('button', { name: '确定吊销' }));
  expect(await within(card).findByText('操作失败：当前没有指标令牌')).toBeInTheDocument();
});
