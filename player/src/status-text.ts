import type { RecoveryReasonName } from '@cockpit/protocol';
import { RECOVERY_REASON_NAMES, RECOVERY_STEP_NAMES } from '@cockpit/protocol/recovery-names';
import type { PlayerStatus } from './status-file';

const STATE_NAMES: Record<PlayerStatus['state'], string> = {
  starting: '启动中',
  drawing: '正常显示',
  recovering: '正在恢复',
};

const duration = (ms: number): string => {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} 秒`;
  if (s < 3600) return `${Math.floor(s / 60)} 分 ${s % 60} 秒`;
  return `${Math.floor(s / 3600)} 小时 ${Math.floor((s % 3600) / 60)} 分`;
};
const time = (at: number): string => new Date(at).toLocaleString('zh-CN', { hour12: false });

/** `cockpit-player status`: what runs, since when, and the last restarts with their reasons, in Chinese. */
export function describeStatus(s: PlayerStatus, now: number): string {
  const alive = (() => {
    try {
      process.kill(s.pid, 0);
      return true;
    } catch {
      return false;
    }
  })();
  const lines = [
    `播放器 ${s.version}（进程 ${s.pid}${alive ? '' : '，已不在运行'}），运行 ${duration(now - s.startedAt)}，自 ${time(s.startedAt)}`,
    `大屏地址：${s.url}${s.wallId ? `（墙面 ${s.wallId}）` : '（尚未取得墙面凭据）'}`,
    `Chromium ${s.chromium ?? '未知版本'}${s.browserPid ? `（进程 ${s.browserPid}，启动于 ${time(s.browserStartedAt ?? now)}）` : '（未运行）'}`,
    `状态：${STATE_NAMES[s.state]}${s.incident ? `：${RECOVERY_REASON_NAMES[s.incident.reason as RecoveryReasonName] ?? s.incident.reason}，已 ${duration(now - s.incident.since)}` : ''}`,
    s.lastReportAt
      ? `上次上报：${time(s.lastReportAt)}${s.lastReportError ? `（失败：${s.lastReportError}）` : ''}`
      : '尚未上报到控制台',
  ];
  if (s.screen)
    lines.push(
      `屏幕：${s.screen.off ? '关屏（按排程）' : '亮屏'}${s.screen.error ? `（无法切换：${s.screen.error}）` : ''}`,
    );
  lines.push(s.recoveries.length ? '最近恢复：' : '最近恢复：无');
  for (const r of s.recoveries.slice(-10).reverse()) {
    lines.push(
      `  ${time(r.at)}  ${RECOVERY_REASON_NAMES[r.reason]}，黑屏 ${(r.darkMs / 1000).toFixed(1)} 秒（${r.steps.map((x) => RECOVERY_STEP_NAMES[x]).join(' → ')}）`,
    );
  }
  return lines.join('\n');
}
