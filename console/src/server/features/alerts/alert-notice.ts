import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { AlertKind, AlertSubject, NoticeType } from '../../../protocol';
import type { AlertEnd } from './alert-transitions';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone notices state times in (the operators'). */
export const NOTICE_TIMEZONE = 'Asia/Shanghai';

/** What every channel sends, in Chinese: a title and lines (each channel renders them its own way). */
export interface Notice {
  type: NoticeType;
  kind?: AlertKind;
  title: string;
  lines: string[];
  at: number;
  alert?: { key: string; subject: AlertSubject; reason: string; since: number };
}

/** One alert's facts, as the notice needs them. */
export interface NoticeAlert {
  key: string;
  kind: AlertKind;
  subject: AlertSubject;
  reason: string;
  since: number;
}

export const formatTime = (at: number): string =>
  dayjs(at).tz(NOTICE_TIMEZONE).locale('zh-cn').format('YYYY-MM-DD HH:mm:ss');

function lasted(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return `${Math.max(1, Math.round(ms / 1000))} 秒`;
  return minutes < 120 ? `${minutes} 分钟` : `${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分钟`;
}

const who = (s: AlertSubject): string => s.wallName ?? (s.remote ? `发布 ${s.remote}` : s.group);

const TITLES: Record<AlertKind, (s: AlertSubject) => [string, string]> = {
  'wall-offline': (s) => [`${who(s)} 离线`, `${who(s)} 已恢复在线`],
  'slot-error': (s) => [`${who(s)} 槽位 ${s.slot ?? ''} 出错`, `${who(s)} 槽位 ${s.slot ?? ''} 已恢复`],
  'rollout-rolled-back': (s) => [`${who(s)} 发布已回滚`, `${who(s)} 已由新的发布恢复`],
};

function subjectLines(s: AlertSubject): string[] {
  const lines: string[] = [];
  if (s.wallId) lines.push(`墙面：${s.wallName ?? s.wallId}（${s.wallId}）`, `位置：${s.location || '未填写'}`);
  lines.push(`分组：${s.group}`);
  if (s.slot) lines.push(`槽位：${s.slot}（${s.panel ?? ''}）`);
  if (s.rolloutId) lines.push(`发布：${s.remote ?? ''}（${s.rolloutId}）`);
  return lines;
}

/** The notice of an alert that fires. */
export function alertNotice(alert: NoticeAlert, now: number): Notice {
  return {
    type: 'alert',
    kind: alert.kind,
    at: now,
    title: `【告警】${TITLES[alert.kind](alert.subject)[0]}`,
    lines: [...subjectLines(alert.subject), `开始于：${formatTime(alert.since)}`, `原因：${alert.reason}`],
    alert: { key: alert.key, subject: alert.subject, reason: alert.reason, since: alert.since },
  };
}

/** The notice of an alert that ended. */
export function recoveryNotice(alert: NoticeAlert, end: AlertEnd, now: number): Notice {
  const how = end === 'gone' ? '墙面已移出机群，告警结束' : `已恢复，持续 ${lasted(now - alert.since)}`;
  return {
    type: 'recovery',
    kind: alert.kind,
    at: now,
    title: `【恢复】${TITLES[alert.kind](alert.subject)[1]}`,
    lines: [
      ...subjectLines(alert.subject),
      `开始于：${formatTime(alert.since)}`,
      `结束于：${formatTime(now)}（${how}）`,
      `当时原因：${alert.reason}`,
    ],
    alert: { key: alert.key, subject: alert.subject, reason: alert.reason, since: alert.since },
  };
}

/** The notice the 测试 button sends. */
export function testNotice(channelName: string, by: string, now: number): Notice {
  return {
    type: 'test',
    at: now,
    title: `【测试】驾驶舱告警通道「${channelName}」`,
    lines: [`这是一条测试通知，由 ${by} 于 ${formatTime(now)} 发出。`, '收到即说明此通道可以送达告警。'],
  };
}

/** Plain text: the title, then one line each. */
export const noticeText = (n: Notice): string => [n.title, ...n.lines].join('\n');

/** Markdown for the group robots: the title as a heading, each line as a list item (text from walls is escaped). */
export function noticeMarkdown(n: Notice): string {
  const escape = (s: string) => s.replace(/([\\`*_[\]<>#])/g, '\\$1');
  return [`### ${escape(n.title)}`, ...n.lines.map((l) => `- ${escape(l)}`)].join('\n');
}
