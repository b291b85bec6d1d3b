import type { PageLayout } from '../../../protocol';

type Slot = PageLayout['slots'][number];

const box = (s: Slot) => `(${s.x}, ${s.y}) ${s.w}×${s.h}`;
const panels = (s: Slot) => s.panels.join('、');
/** A widget's data binding as the audit names it: `数据源 3 / 映射 total`. */
const binding = (s: Slot) =>
  s.widget ? `数据源 ${String(s.widget.source)} / 映射 ${String(s.widget.mapping)}` : '（无）';
const options = (s: Slot) => JSON.stringify(s.widget?.options ?? {});

/** What changed in one slot kept by id, in words; empty when nothing did. */
function slotChanges(before: Slot, after: Slot): string[] {
  const changes: string[] = [];
  if (before.x !== after.x || before.y !== after.y)
    changes.push(`移动槽位 ${after.id}：(${before.x}, ${before.y}) → (${after.x}, ${after.y})`);
  if (before.w !== after.w || before.h !== after.h)
    changes.push(`调整槽位 ${after.id} 大小：${before.w}×${before.h} → ${after.w}×${after.h}`);
  if (panels(before) !== panels(after)) changes.push(`槽位 ${after.id} 的面板：${panels(before)} → ${panels(after)}`);
  if ((before.title ?? '') !== (after.title ?? ''))
    changes.push(`槽位 ${after.id} 的标题：${before.title ?? '（无）'} → ${after.title ?? '（无）'}`);
  if (binding(before) !== binding(after))
    changes.push(`槽位 ${after.id} 的组件数据：${binding(before)} → ${binding(after)}`);
  else if (before.widget && after.widget && options(before) !== options(after))
    changes.push(`槽位 ${after.id} 的组件显示选项：${options(before)} → ${options(after)}`);
  if (before.rotateMs !== after.rotateMs)
    changes.push(`槽位 ${after.id} 的轮播周期：${before.rotateMs ?? '默认'} → ${after.rotateMs ?? '默认'}`);
  return changes;
}

/**
 * A page edit in words for the audit log: slots added, removed, moved, resized, and panels, titles and rotation periods
 * changed, one clause each in slot order; `无变化` when the two are the same.
 */
export function describeLayoutChange(before: PageLayout | undefined, after: PageLayout): string {
  const old = new Map((before?.slots ?? []).map((s) => [s.id, s]));
  const kept = new Set(after.slots.map((s) => s.id));
  const changes: string[] = [];
  if (before && (before.width !== after.width || before.height !== after.height))
    changes.push(`页面尺寸：${before.width}×${before.height} → ${after.width}×${after.height}`);
  for (const slot of after.slots) {
    const earlier = old.get(slot.id);
    changes.push(
      ...(earlier
        ? slotChanges(earlier, slot)
        : [`新增槽位 ${slot.id}：${box(slot)}，面板 ${panels(slot)}${slot.widget ? `，${binding(slot)}` : ''}`]),
    );
  }
  for (const slot of before?.slots ?? [])
    if (!kept.has(slot.id)) changes.push(`删除槽位 ${slot.id}（${box(slot)}，面板 ${panels(slot)}）`);
  return changes.length ? changes.join('；') : '无变化';
}
