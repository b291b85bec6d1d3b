import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import duration from 'dayjs/plugin/duration';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { Role } from '../protocol';
import type { PanelState } from '@cockpit/protocol';

dayjs.extend(relativeTime);
dayjs.extend(duration);
dayjs.locale('zh-cn');

export { dayjs };

/** A moment as `YYYY-MM-DD HH:mm:ss`. */
export function formatTime(at: number): string {
  return dayjs(at).format('YYYY-MM-DD HH:mm:ss');
}

/** A moment in words relative to now: `5 分钟前`. */
export function fromNow(at: number): string {
  return dayjs(at).fromNow();
}

/** A span in the two largest units: `3 天 4 小时`, `12 分 5 秒`, `45 秒`. */
export function formatDuration(ms: number): string {
  const span = dayjs.duration(Math.max(0, ms));
  const parts: [number, string][] = [
    [Math.floor(span.asDays()), '天'],
    [span.hours(), '小时'],
    [span.minutes(), '分'],
    [span.seconds(), '秒'],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  if (first === -1) return '0 秒';
  return parts
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ');
}

/** How old a slot's data is, or a dash when the wall did not say. */
export function formatAge(ms: number | undefined): string {
  return ms === undefined ? '—' : formatDuration(ms);
}

/** Chinese names of the panel states (and of a wall gone offline). */
export const STATE_LABEL: Record<PanelState | 'offline', string> = {
  loading: '加载中',
  ready: '就绪',
  stale: '过期',
  empty: '无数据',
  error: '错误',
  offline: '离线',
};

/** Chinese names of the console roles. */
export const ROLE_LABEL: Record<Role, string> = {
  viewer: '查看者',
  operator: '操作员',
  admin: '管理员',
  security: '安全管理员',
  auditor: '审计管理员',
};
