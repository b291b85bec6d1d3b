import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '../../protocol/console-api';
import { renderConsole } from '../testing/render-console';

const ENTRY: AuditEntry = { id: 1, at: new Date(2026, 10, 24, 9, 15, 0).getTime(), actor: 'zhang', action: 'screenshot.request', target: 'wall:lobby-1', detail: '<b>手动</b>', ip: '10.1.2.3' };

test('while the log loads, the page says so', async () => {
  renderConsole('/audit', { 'GET /api/audit': 'pending' });
  expect(await screen.findByText('正在加载审计日志…')).toBeInTheDocument();
});

test('a failed load shows the reason', async () => {
  renderConsole('/audit', { 'GET /api/audit': { status: 403, body: { error: '没有权限' } } });
  expect(await screen.findByText('审计日志加载失败：没有权限')).toBeInTheDocument();
});

test('an empty log says so', async () => {
  renderConsole('/audit', { 'GET /api/audit': { body: [] } });
  expect(await screen.findByText(/^还没有任何操作记录。/)).toBeInTheDocument();
});

test('each entry shows when, who, what, on what, details as text, and from where', async () => {
  renderConsole('/audit', { 'GET /api/audit': { body: [ENTRY] } });
  const grid = await screen.findByRole('grid', { name: '审计日志' });
  for (const text of ['2026-11-24 09:15:00', 'zhang', 'screenshot.request', 'wall:lobby-1', '<b>手动</b>', '10.1.2.3']) {
    expect(within(grid).getByText(text)).toBeInTheDocument();
  }
});
