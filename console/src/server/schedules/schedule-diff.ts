import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import type { PageLayout } from '../../protocol';
import { describeLayoutChange } from '../releases/layout-diff';

const windowText = (w: { days: number[]; from: string; to: string }) => `${w.days.join(',')} ${w.from}–${w.to}`;

/**
 * A week's save in words for the audit log: the week as saved, then what changed in each daypart's layouts against the
 * week before (kept by daypart name and page), the designer's edits of a daypart included.
 */
export function describeScheduleChange(before: Schedule | undefined, after: Schedule): string {
  const parts = [
    `时区 ${after.timezone}，关屏显示${after.offStyle === 'clock' ? '暗色时钟' : '黑屏'}`,
    `时段：${after.dayparts.map((p) => `${p.name}（${windowText(p)}）`).join('、') || '无'}`,
    `关屏：${after.screenOff.map(windowText).join('、') || '无'}`,
  ];
  const earlier = new Map((before?.dayparts ?? []).map((p) => [p.name, p]));
  for (const part of after.dayparts) {
    const old = earlier.get(part.name);
    for (const [page, layout] of Object.entries(part.pages)) {
      const change = describeLayoutChange(old?.pages[page] as PageLayout | undefined, layout as PageLayout);
      if (change !== '无变化') parts.push(`时段「${part.name}」页面 ${page}：${change}`);
    }
    for (const page of Object.keys(old?.pages ?? {})) if (!(page in part.pages)) parts.push(`时段「${part.name}」不再改变页面 ${page}`);
  }
  const kept = new Set(after.dayparts.map((p) => p.name));
  for (const name of earlier.keys()) if (!kept.has(name)) parts.push(`删除时段「${name}」`);
  return parts.join('；');
}
