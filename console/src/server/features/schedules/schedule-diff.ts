import type { Schedule } from '@cockpit/shared-sdk/layout-schema';

const windowText = (w: { days: number[]; from: string; to: string }) => `${w.days.join(',')} ${w.from}–${w.to}`;

/** A week as saved, in words for the audit log: its time zone, off style, dayparts and screen-off windows. */
export function describeWeek(after: Schedule): string {
  return [
    `时区 ${after.timezone}，关屏显示${after.offStyle === 'clock' ? '暗色时钟' : '黑屏'}`,
    `时段：${after.dayparts.map((p) => `${p.name}（${windowText(p)}）`).join('、') || '无'}`,
    `关屏：${after.screenOff.map(windowText).join('、') || '无'}`,
  ].join('；');
}

/**
 * What a week's save took away against the week it replaces, in words: dayparts deleted, and pages a kept daypart no
 * longer takes over (a daypart page that changed is described, with its new version, where it is kept).
 */
export function describeDropped(before: Schedule | undefined, after: Schedule): string[] {
  const parts: string[] = [];
  const kept = new Map(after.dayparts.map((p) => [p.name, p]));
  for (const old of before?.dayparts ?? []) {
    const part = kept.get(old.name);
    if (!part) parts.push(`删除时段「${old.name}」`);
    else
      for (const page of Object.keys(old.pages))
        if (!(page in part.pages)) parts.push(`时段「${old.name}」不再改变页面 ${page}`);
  }
  return parts;
}
