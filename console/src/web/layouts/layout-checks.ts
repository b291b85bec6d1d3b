import { minSizeFault, pageLayoutSchema, readWidgetConfig, type PanelMinSize } from '@cockpit/shared-sdk/layout-schema';
import type { PageLayout } from '../../protocol/releases';

/** A slot of a page layout. */
export type SlotSpec = PageLayout['slots'][number];

/** One fault of a layout, in Chinese, with the slots it concerns. */
export interface LayoutProblem {
  slots: string[];
  message: string;
  /** The panel no remote of the group exposes, for that fault. */
  panel?: string;
}

const FIELD_LABEL: Record<string, string> = {
  id: '槽位 id',
  x: 'x',
  y: 'y',
  w: '宽度 w',
  h: '高度 h',
  panels: '轮播面板',
  rotateMs: '轮播周期',
  title: '标题',
};

/**
 * Every fault the walls' own schema finds (a slot outside the page, two slots overlapping, an empty
 * rotation, a bad number), plus panels no remote of the group exposes (`known`, when the list is loaded) and
 * slots smaller than a panel's declared minimum (`minSizeOf`). The server checks again; these only keep a bad layout from being sent.
 */
export function layoutProblems(
  layout: PageLayout,
  known?: ReadonlySet<string>,
  minSizeOf: (panel: string) => PanelMinSize | undefined = () => undefined,
): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const parsed = pageLayoutSchema.safeParse(layout);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // The schema names only the first overlap; every overlapping pair is listed below.
      if (issue.code === 'custom' && issue.message.endsWith('重叠')) continue;
      const [first, index, field] = issue.path;
      const slot = first === 'slots' && typeof index === 'number' ? layout.slots[index] : undefined;
      // The page-wide checks already name their slots; a field's check is prefixed with its slot and field.
      const where =
        slot && typeof field === 'string' && issue.code !== 'custom'
          ? `槽位 ${slot.id || `#${Number(index) + 1}`} 的${FIELD_LABEL[field] ?? field}：`
          : '';
      problems.push({ slots: slot ? [slot.id] : [], message: `${where}${issue.message}` });
    }
  }
  for (const [j, later] of layout.slots.entries()) {
    for (const earlier of layout.slots.slice(0, j)) {
      if (slotsOverlap(earlier, later))
        problems.push({ slots: [earlier.id, later.id], message: `槽位 ${earlier.id} 与槽位 ${later.id} 重叠` });
    }
  }
  for (const slot of layout.slots) {
    const tooSmall = minSizeFault([slot], minSizeOf);
    if (tooSmall) problems.push({ slots: [slot.id], message: tooSmall.message });
  }
  for (const slot of layout.slots) {
    const widget = slot.widget ? readWidgetConfig(slot.widget) : undefined;
    if (widget && !widget.ok) problems.push({ slots: [slot.id], message: `槽位 ${slot.id} 的${widget.reason}` });
  }
  if (known) {
    for (const slot of layout.slots) {
      for (const panel of slot.panels) {
        if (!known.has(panel))
          problems.push({
            slots: [slot.id],
            panel,
            message: `槽位 ${slot.id} 的面板 ${panel} 不在该分组运行的任何远程模块中`,
          });
      }
    }
  }
  return problems;
}

/** Whether two slots share any area (edges touching is fine). */
export function slotsOverlap(
  a: Pick<SlotSpec, 'x' | 'y' | 'w' | 'h'>,
  b: Pick<SlotSpec, 'x' | 'y' | 'w' | 'h'>,
): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export { samePage } from '../../protocol/same-page';
