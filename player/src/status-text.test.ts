import { describeStatus } from './status-text';

test('the status command says in Chinese what runs, since when, and the last restarts with their reasons', () => {
  const now = Date.UTC(2026, 10, 26, 8, 0, 0);
  const text = describeStatus(
    {
      version: '1.0.0',
      url: 'http://wall:3000/',
      pid: process.pid,
      startedAt: now - (2 * 3600 + 5 * 60) * 1000,
      chromium: '156.0.8078.108',
      browserPid: 4321,
      browserStartedAt: now - 60_000,
      state: 'drawing',
      wallId: 'lobby-1',
      lastReportAt: now - 3000,
      recoveries: [
        { at: now - 600_000, reason: 'crash', darkMs: 3200, steps: ['reload'] },
        { at: now - 120_000, reason: 'hang', darkMs: 21_500, steps: ['reload', 'new-tab', 'restart-browser'] },
      ],
    },
    now,
  );
  expect(text).toContain('播放器 1.0.0');
  expect(text).toContain('运行 2 小时 5 分');
  expect(text).toContain('（墙面 lobby-1）');
  expect(text).toContain('Chromium 156.0.8078.108（进程 4321');
  expect(text).toContain('状态：正常显示');
  const lines = text.split('\n');
  const recent = lines.slice(lines.indexOf('最近恢复：') + 1);
  expect(recent[0]).toContain('页面无响应，黑屏 21.5 秒（重新加载 → 新开标签页 → 重启浏览器）');
  expect(recent[1]).toContain('页面进程崩溃，黑屏 3.2 秒（重新加载）');
});

test('a player that is no longer running, and one recovering, say so', () => {
  const text = describeStatus(
    {
      version: '1.0.0',
      url: 'http://wall:3000/',
      pid: 999_999_9,
      startedAt: 0,
      state: 'recovering',
      incident: { reason: 'browser-exit', since: 1000 },
      recoveries: [],
    },
    31_000,
  );
  expect(text).toContain('已不在运行');
  expect(text).toContain('状态：正在恢复：浏览器退出，已 30 秒');
  expect(text).toContain('最近恢复：无');
  expect(text).toContain('尚未取得墙面凭据');
});
