import type { WallActionInfo, WallActionName } from '@cockpit/protocol';
import type { StoredAction } from './wall-actions';

/**
 * How long the service waits for a wall's answer: a reload needs the page to load and beat again; a screenshot is
 * drawn from the whole page (7–10 s measured on a loaded 2-core machine, 12–19 s before the capture was trimmed).
 */
export const ACTION_TIMEOUT_MS: Record<WallActionName, number> = {
  reload: 30_000,
  identify: 10_000,
  screenshot: 30_000,
  'restart-browser': 60_000,
};
/** How long 识别 shows the wall's name. */
export const IDENTIFY_SHOW_MS = 10_000;

export const ACTION_NAMES: Record<WallActionName, string> = {
  reload: '重新加载',
  identify: '识别',
  screenshot: '截图',
  'restart-browser': '重启浏览器',
};

/** An action as the console lists it: a pending one past its time is 墙面未响应. */
export function actionInfo(action: StoredAction, now: number): WallActionInfo {
  const { wallId: _wall, ...stored } = action;
  const late = action.outcome === 'pending' && now - action.requestedAt > ACTION_TIMEOUT_MS[action.action];
  const info = { ...stored, outcome: late ? 'timeout' : action.outcome } as const;
  return { ...info, words: outcomeWords(info) };
}

/** The outcome in words, as the console shows it. */
export function outcomeWords(info: Pick<WallActionInfo, 'action' | 'outcome' | 'detail'>): string {
  switch (info.outcome) {
    case 'done':
      return '已完成';
    case 'failed':
      return `失败：${info.detail ?? '墙面未说明原因'}`;
    case 'timeout':
      return `墙面未响应（${ACTION_TIMEOUT_MS[info.action] / 1000} 秒内无应答）`;
    case 'offline':
      return info.action === 'restart-browser' ? '墙面没有在运行的播放器，未发送' : '墙面离线，未发送';
    default:
      return '等待墙面应答';
  }
}
