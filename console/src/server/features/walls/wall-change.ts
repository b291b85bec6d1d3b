import type { EnrolledWall } from './enrolled-walls';

const FIELDS = [
  ['name', '名称'],
  ['location', '位置'],
  ['notes', '备注'],
] as const;
const shown = (value: string | undefined) => (value ? `「${value}」` : '（空）');

/**
 * The audit entries of an operator's edit of a wall: `wall.move` with the groups from and to, `wall.update` naming
 * each other field that changed with its old and new value. Nothing when nothing changed.
 */
export function describeWallChange(before: EnrolledWall, after: EnrolledWall): { action: string; detail: string }[] {
  const entries: { action: string; detail: string }[] = [];
  if (before.group !== after.group)
    entries.push({ action: 'wall.move', detail: `分组 ${before.group} → ${after.group}` });
  const changed = FIELDS.filter(([field]) => (before[field] ?? '') !== (after[field] ?? ''));
  if (changed.length) {
    entries.push({
      action: 'wall.update',
      detail: changed.map(([field, words]) => `${words} ${shown(before[field])} → ${shown(after[field])}`).join('；'),
    });
  }
  return entries;
}
