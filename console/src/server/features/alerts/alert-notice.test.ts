import { alertNotice, noticeMarkdown, noticeText, recoveryNotice } from './alert-notice';

const T0 = Date.UTC(2026, 10, 25, 2, 0, 0); // 10:00 in Shanghai
const alert = {
  key: 'wall-offline:hub-left',
  kind: 'wall-offline' as const,
  since: T0,
  reason: '墙面离线：已 2 分钟没有心跳',
  subject: { group: 'hub', wallId: 'hub-left', wallName: '大厅左屏', location: '一楼大厅东侧' },
};

test('an alert says which wall, where it hangs, its group, since when (Shanghai time) and why, in Chinese', () => {
  expect(noticeText(alertNotice(alert, T0 + 120_000))).toBe(
    [
      '【告警】大厅左屏 离线',
      '墙面：大厅左屏（hub-left）',
      '位置：一楼大厅东侧',
      '分组：hub',
      '开始于：2026-11-25 10:00:00',
      '原因：墙面离线：已 2 分钟没有心跳',
    ].join('\n'),
  );
});

test('a recovery notice says when it ended and how long it lasted', () => {
  const text = noticeText(recoveryNotice(alert, 'recovered', T0 + 7 * 60_000));
  expect(text).toContain('【恢复】大厅左屏 已恢复在线');
  expect(text).toContain('结束于：2026-11-25 10:07:00（已恢复，持续 7 分钟）');
});

test('a wall without a recorded place says so', () => {
  expect(noticeText(alertNotice({ ...alert, subject: { ...alert.subject, location: undefined } }, T0))).toContain(
    '位置：未填写',
  );
});

test("markdown escapes what a wall reported, so a panel's error cannot format the robot's message", () => {
  const md = noticeMarkdown(alertNotice({ ...alert, reason: '[点我](http://evil.example) **粗**' }, T0));
  expect(md).toContain('\\[点我\\](http://evil.example) \\*\\*粗\\*\\*');
});
