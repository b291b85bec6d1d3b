import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SourceInfo } from '../../protocol/sources';
import { renderConsole } from '../testing/render-console';

const SOURCE: SourceInfo = {
  id: 3,
  name: 'talent',
  method: 'GET',
  url: 'https://data.example.com/api/talent',
  params: {},
  headers: {},
  intervalMs: 30_000,
  timeoutMs: 4000,
  maxBytes: 1_048_576,
  secrets: [{ place: 'header', name: 'Authorization', updatedAt: Date.now() }],
  mappings: [
    {
      name: 'total',
      expression: 'data.total',
      updatedBy: 'ops',
      updatedAt: Date.now(),
      goodAt: Date.now(),
      error: '映射运行超时（可能是死循环）',
      errorAt: Date.now(),
    },
  ],
  updatedBy: 'ops',
  updatedAt: Date.now(),
  fetches: 12,
  rawAt: Date.now() - 60_000,
  error: '上游返回的是 HTML 页面而不是 JSON（内容类型 text/html）',
  errorAt: Date.now(),
};
const HOSTS = {
  'GET /api/source-hosts': { body: [{ host: 'data.example.com', addedBy: 'root', addedAt: Date.now() }] },
};

test('a source shows why its last fetch and a mapping failed, and that walls keep the last good data; never a secret value', async () => {
  renderConsole('/sources', { 'GET /api/sources': { body: [SOURCE] }, ...HOSTS });
  const card = await screen.findByTestId('source-talent');
  expect(within(card).getByText(/取数失败.*HTML 页面.*继续显示上次成功的数据/)).toBeInTheDocument();
  expect(within(card).getByText('映射 total：映射运行超时（可能是死循环）')).toBeInTheDocument();
  expect(within(card).getByText('密钥 请求头 Authorization')).toBeInTheDocument();
  expect(await screen.findByText('data.example.com')).toBeInTheDocument();
});

test('the mapping editor shows the raw answer and the mapped result as the operator types, and an error in words', async () => {
  const raw = { code: 200, msg: 'ok', data: { total: 41 } };
  const { fetchMock } = renderConsole('/sources', {
    'GET /api/sources': { body: [{ ...SOURCE, error: undefined, mappings: [] }] },
    ...HOSTS,
    'POST /api/sources/3/try': (body) => {
      const { expression } = body as { expression: string };
      return {
        body:
          expression === 'data.total + 1'
            ? { raw, result: 42 }
            : { raw, error: '映射表达式语法错误（第 6 个字符附近）：Expected ")"' },
      };
    },
  });
  fireEvent.mouseDown(
    within(await screen.findByText('映射（JSONata）').then((t) => t.closest('div')!)).getAllByRole('combobox')[0],
  );
  fireEvent.click(await screen.findByRole('option', { name: 'talent' }));
  fireEvent.change(screen.getByRole('textbox', { name: '映射表达式' }), { target: { value: 'data.total + 1' } });
  expect(await screen.findByText('42')).toBeInTheDocument();
  expect(screen.getByTestId('source-raw').textContent).toContain('"total": 41');
  fireEvent.change(screen.getByRole('textbox', { name: '映射表达式' }), { target: { value: 'data.(' } });
  expect(await screen.findByText(/^映射表达式语法错误/)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/sources/3/try', expect.objectContaining({ method: 'POST' }));
});

test('a viewer sees the sources but no button that writes', async () => {
  renderConsole('/sources', { 'GET /api/sources': { body: [SOURCE] }, ...HOSTS }, { username: 'v', role: 'viewer' });
  await screen.findByTestId('source-talent');
  expect(screen.queryByRole('button', { name: '新建数据源' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即取数' })).not.toBeInTheDocument();
});

test('the page says it is loading', async () => {
  renderConsole('/sources', { 'GET /api/sources': 'pending', ...HOSTS });
  expect(await screen.findByText('正在加载数据源…')).toBeInTheDocument();
});

test('a failed load says why, and 重试 is offered', async () => {
  renderConsole('/sources', { 'GET /api/sources': { status: 503, body: { error: '数据库暂时不可用' } }, ...HOSTS });
  expect(await screen.findByText('数据源加载失败：数据库暂时不可用')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
});

test("a refused save shows the server's words in the dialog, which stays open", async () => {
  renderConsole('/sources', {
    'GET /api/sources': { body: [] },
    ...HOSTS,
    'POST /api/sources': { status: 400, body: { error: '主机 data.example.org 不在白名单中' } },
  });
  expect(await screen.findByText(/^还没有数据源。先请管理员在下方「主机白名单」中加入/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '新建数据源' }));
  const dialog = await screen.findByRole('dialog', { name: '新建数据源' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '名称' }), { target: { value: 'talent' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  expect(await within(dialog).findByText('主机 data.example.org 不在白名单中')).toBeInTheDocument();
});

test('删除 asks first: 取消 sends nothing; a refused delete says why', async () => {
  const { fetchMock } = renderConsole('/sources', {
    'GET /api/sources': { body: [SOURCE] },
    ...HOSTS,
    'DELETE /api/sources/3': { status: 409, body: { error: '组件仍在使用该数据源' } },
  });
  fireEvent.click(await screen.findByRole('button', { name: '删除 talent' }));
  const dialog = await screen.findByRole('dialog', { name: '删除数据源' });
  expect(within(dialog).getByText(/确定删除数据源「talent」吗/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fetchMock).not.toHaveBeenCalledWith('/api/sources/3', expect.objectContaining({ method: 'DELETE' }));
  expect(screen.getByTestId('source-talent')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '删除 talent' }));
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: '删除数据源' })).getByRole('button', { name: '确定删除' }),
  );
  expect(await screen.findByText('删除失败：组件仍在使用该数据源')).toBeInTheDocument();
});
