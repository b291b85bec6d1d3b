import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditEntry } from '../../protocol/console-api';
import { renderConsole } from '../testing/render-console';

const ENTRY: AuditEntry = {
  id: 1,
  at: new Date(2026, 10, 24, 9, 15, 0).getTime(),
  actor: 'zhang',
  action: 'screenshot.request',
  target: 'wall:lobby-1',
  detail: '<b>手动</b>',
  ip: '10.1.2.3',
};
const FIRST_PAGE = 'GET /api/audit?limit=100&offset=0';

test('while the log loads, the page says so', async () => {
  renderConsole('/audit', { [FIRST_PAGE]: 'pending' });
  expect(await screen.findByText('正在加载审计日志…')).toBeInTheDocument();
});

test('a failed load shows the reason', async () => {
  renderConsole('/audit', { [FIRST_PAGE]: { status: 403, body: { error: '没有权限' } } });
  expect(await screen.findByText('审计日志加载失败：没有权限')).toBeInTheDocument();
});

test('an empty log says so', async () => {
  renderConsole('/audit', { [FIRST_PAGE]: { body: [], headers: { 'x-total-count': '0' } } });
  expect(await screen.findByText(/^还没有任何操作记录。/)).toBeInTheDocument();
});

test('each entry shows when, who, what, on what, details as text, and from where', async () => {
  renderConsole('/audit', { [FIRST_PAGE]: { body: [ENTRY], headers: { 'x-total-count': '1' } } });
  const grid = await screen.findByRole('grid', { name: '审计日志' });
  for (const text of [
    '2026-11-24 09:15:00',
    'zhang',
    'screenshot.request',
    'wall:lobby-1',
    '<b>手动</b>',
    '10.1.2.3',
  ]) {
    expect(within(grid).getByText(text)).toBeInTheDocument();
  }
  expect(screen.queryByRole('link', { name: '导出 CSV' })).toBeNull();
});

test('a filter goes to the server, and the export (for whoever may) takes the same filter', async () => {
  const { fetchMock } = renderConsole('/audit', {
    [FIRST_PAGE]: { body: [ENTRY], headers: { 'x-total-count': '1', 'x-may-export': '1' } },
    'GET /api/audit?actor=zhang&action=user&limit=100&offset=0': {
      body: [],
      headers: { 'x-total-count': '0', 'x-may-export': '1' },
    },
  });
  await screen.findByRole('grid', { name: '审计日志' });
  fireEvent.change(screen.getByLabelText('操作人'), { target: { value: ' zhang ' } });
  fireEvent.change(screen.getByLabelText('动作'), { target: { value: 'user' } });
  fireEvent.click(screen.getByRole('button', { name: '筛选' }));
  expect(await screen.findByText('没有符合筛选条件的记录。')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/audit?actor=zhang&action=user&limit=100&offset=0', expect.anything());
  expect(screen.getByRole('link', { name: '导出 CSV' })).toHaveAttribute(
    'href',
    '/api/audit/export.csv?actor=zhang&action=user',
  );
});
