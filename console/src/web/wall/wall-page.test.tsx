import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderConsole, wallFixture, type MockReply } from '../testing/render-console';

const XSS = '<img src=x onerror=alert(1)>加载失败';

test('while the wall loads, the page says so', async () => {
  renderConsole('/walls/lobby-1', { 'GET /api/walls/lobby-1': 'pending' });
  expect(await screen.findByText('正在加载墙面详情…')).toBeInTheDocument();
});

test('an unknown wall shows the server’s reason', async () => {
  renderConsole('/walls/nope', { 'GET /api/walls/nope': { status: 404, body: { error: '墙面不存在' } } });
  expect(await screen.findByText('墙面详情加载失败：墙面不存在')).toBeInTheDocument();
});

test('a wall without slots says so instead of an empty drawing', async () => {
  renderConsole('/walls/lobby-1', { 'GET /api/walls/lobby-1': { body: wallFixture({ slots: [] }) } });
  expect(await screen.findByText('该墙面没有上报任何槽位')).toBeInTheDocument();
});

test('each slot is drawn where the wall lays it out, coloured by its state', async () => {
  renderConsole('/walls/lobby-1', { 'GET /api/walls/lobby-1': { body: wallFixture() } });
  const tile = await screen.findByTestId('slot-left-2');
  expect(tile).toHaveAttribute('data-state', 'error');
  expect(getComputedStyle(tile).left).toBe(`${(20 / 1920) * 100}%`);
  expect(getComputedStyle(tile).top).toBe(`${(400 / 1080) * 100}%`);
  expect(within(screen.getByTestId('slot-left-1')).getByText('运行团队')).toBeInTheDocument();
});

test('a wall’s error message is shown as text, never run as HTML', async () => {
  renderConsole('/walls/lobby-1', { 'GET /api/walls/lobby-1': { body: wallFixture() } });
  const tile = await screen.findByTestId('slot-left-2');
  expect(within(tile).getByText(`RemoteLoadError：${XSS}`)).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
});

test('the history lists state changes, or says there were none', async () => {
  const history = [
    {
      at: Date.now() - 60_000,
      slot: 'left-2',
      panel: 'talent/overview',
      from: 'ready' as const,
      to: 'error' as const,
      error: '接口超时',
    },
  ];
  renderConsole('/walls/lobby-1', { 'GET /api/walls/lobby-1': { body: wallFixture({ history }) } });
  fireEvent.click(await screen.findByRole('tab', { name: /状态变化/ }));
  const grid = await screen.findByRole('grid', { name: '状态变化' });
  expect(within(grid).getByText('接口超时')).toBeInTheDocument();
});

describe('the slot list', () => {
  const rotating = {
    slot: 'teams',
    position: { x: 500, y: 90, width: 460, height: 600 },
    panel: 'teams/running-teams',
    title: '在孵团队',
    state: 'ready' as const,
    build: 'teams@9.1.0+new',
    errorCount: 0,
    rotation: ['teams/running-teams', 'teams/team-directory'],
    panels: [
      { panel: 'teams/running-teams', state: 'ready' as const, build: 'teams@9.1.0+new', shown: true },
      {
        panel: 'teams/team-directory',
        state: 'error' as const,
        build: 'teams@1.2.0+old',
        shown: false,
        lastError: { class: 'ApiError', message: '团队名录接口超时' },
      },
    ],
  };

  test('lists every panel of a rotating slot with its own state, build and error, and which one is shown', async () => {
    renderConsole('/walls/lobby-1', { 'GET /api/walls/lobby-1': { body: wallFixture({ slots: [rotating] }) } });
    const grid = await screen.findByRole('grid', { name: '槽位列表' });
    const row = (panel: string) => within(grid).getByText(panel).closest('[role="row"]') as HTMLElement;
    expect(within(row('teams/running-teams')).getByText('当前显示')).toBeInTheDocument();
    expect(within(row('teams/running-teams')).getByText('teams@9.1.0+new')).toBeInTheDocument();
    expect(within(row('teams/team-directory')).getByText('待轮播 · 当前版本未显示过')).toBeInTheDocument();
    expect(within(row('teams/team-directory')).getByText('错误')).toBeInTheDocument();
    expect(within(row('teams/team-directory')).getByText('teams@1.2.0+old')).toBeInTheDocument();
    expect(within(row('teams/team-directory')).getByText('ApiError：团队名录接口超时')).toBeInTheDocument();
  });

  test('a wall that reports only the panel shown gives one row a slot', async () => {
    renderConsole('/walls/lobby-1', { 'GET /api/walls/lobby-1': { body: wallFixture() } });
    const grid = await screen.findByRole('grid', { name: '槽位列表' });
    expect(within(grid).getByText('teams/running-teams')).toBeInTheDocument();
    expect(within(grid).getAllByText('固定显示')).toHaveLength(2);
  });
});

test('a viewer sees the screenshot button disabled', async () => {
  renderConsole(
    '/walls/lobby-1',
    { 'GET /api/walls/lobby-1': { body: wallFixture() } },
    { username: 'guest', role: 'viewer' },
  );
  expect(await screen.findByRole('button', { name: '截图' })).toBeDisabled();
});

test('an operator asks for a screenshot, waits, then sees it with its time', async () => {
  let detail: MockReply = { body: wallFixture() };
  const { fetchMock } = renderConsole('/walls/lobby-1', {
    'GET /api/walls/lobby-1': () => detail,
    'POST /api/walls/lobby-1/screenshot-requests': { body: { requestId: 'req-7' } },
  });
  fireEvent.click(await screen.findByRole('button', { name: '截图' }));
  expect(await screen.findByText(/等待墙面响应… 已等待 \d+ 秒/)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/walls/lobby-1/screenshot-requests',
    expect.objectContaining({ method: 'POST' }),
  );
  const capturedAt = new Date(2026, 10, 24, 12, 30, 5).getTime();
  detail = {
    body: wallFixture({
      screenshot: { requestId: 'req-7', requestedAt: capturedAt - 3000, requestedBy: 'ops', capturedAt },
    }),
  };
  const image = await screen.findByRole('img', { name: 'lobby-1 的墙面截图' }, { timeout: 8000 });
  expect(image).toHaveAttribute('src', '/api/walls/lobby-1/screenshot?r=req-7');
  expect(screen.getByText(/截图时间：2026-11-24 12:30:05/)).toBeInTheDocument();
  await act(async () => undefined);
  expect(screen.queryByText(/等待墙面响应/)).not.toBeInTheDocument();
});

test('the wall page says whether its push stream is connected', async () => {
  renderConsole('/walls/lobby-1', { 'GET /api/walls/lobby-1': { body: wallFixture({ push: { connected: false } }) } });
  expect(await screen.findByText('未连接（轮询）')).toBeInTheDocument();
});
