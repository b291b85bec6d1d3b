import type { AlertKind, NoticeType } from '../../protocol/alerts';

export const ALERT_KIND_NAMES: Record<AlertKind, string> = {
  'wall-offline': '墙面离线',
  'slot-error': '槽位出错',
  'rollout-rolled-back': '发布回滚',
};
export const NOTICE_TYPE_NAMES: Record<NoticeType, string> = { alert: '告警', recovery: '恢复', test: '测试' };

/** Milliseconds as whole seconds for a form field, and back. */
export const toSeconds = (ms: number): string => String(Math.round(ms / 1000));
export const fromSeconds = (text: string): number => Math.round(Number(text) * 1000);
