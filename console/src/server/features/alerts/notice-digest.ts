import type { NoticeType } from '../../../protocol';
import { formatTime, type Notice } from './alert-notice';

/** More notices than this from one judgement go out as one digest per channel (a network outage is one message, not a storm). */
export const DIGEST_ABOVE = 10;
/** Lines a digest lists before it says how many more. */
const DIGEST_LINES = 30;

/** One notice standing for many of the same type: each one's title, and how many more. */
export function digestNotice(type: Exclude<NoticeType, 'test'>, notices: readonly Notice[], now: number): Notice {
  const listed = notices
    .slice(0, DIGEST_LINES)
    .map((n) => `${n.title.replace(/^【.*?】/, '')}（${n.lines.find((l) => l.startsWith('位置：')) ?? n.lines[0]}）`);
  const more = notices.length > DIGEST_LINES ? [`……另有 ${notices.length - DIGEST_LINES} 条`] : [];
  const word = type === 'alert' ? '告警' : '恢复';
  return {
    type,
    at: now,
    title: `【${word}】${notices.length} 条${word}（${formatTime(now)}）`,
    lines: [...listed, ...more, '每一条的详情见控制台的「告警」页。'],
  };
}

/** The notices of one judgement as sent: each on its own, or one digest per type when there are too many. */
export function batchNotices(notices: readonly Notice[], now: number): Notice[] {
  if (notices.length <= DIGEST_ABOVE) return [...notices];
  return (['alert', 'recovery'] as const).flatMap((type) => {
    const ofType = notices.filter((n) => n.type === type);
    return ofType.length ? [digestNotice(type, ofType, now)] : [];
  });
}
