import {
  minSizeFault,
  pageLayoutSchema,
  readWidgetConfig,
  widgetPanelId,
  type PanelMinSize,
} from '@cockpit/shared-sdk/layout-schema';
import type { PageLayout } from '../../../protocol';
import { Refusal } from '../../core/http/errors';
import { parseOrRefuse } from '../../core/http/parse-or-refuse';
import type { ExposesCache } from '../releases';
import { isPanelModule } from './panel-names';

/** A wall shows a bad widget configuration in its slot; the service refuses to save one, naming the slot. */
function widgetFaults(layout: PageLayout): void {
  for (const [i, slot] of layout.slots.entries()) {
    if (!slot.widget) continue;
    const reading = readWidgetConfig(slot.widget);
    if (!reading.ok) throw new Refusal(400, `槽位 ${slot.id} 的${reading.reason}`, `slots[${i}].widget`);
    const panel = widgetPanelId(reading.config.kind);
    if (slot.panels.length !== 1 || slot.panels[0] !== panel)
      throw new Refusal(400, `槽位 ${slot.id} 的面板须为 ${panel} 一个（该槽位放的是组件）`, `slots[${i}].panels`);
  }
}

/**
 * An operator's page layout, checked before any wall can get it: the layout schema (its refusal names the field,
 * and both slots when two overlap), then every panel must be exposed by the version of its remote the group runs, and
 * every slot at least as large as the minimum each of its panels declares in that version's build.
 */
export async function checkPageLayout(
  body: unknown,
  versions: Record<string, string>,
  exposes: ExposesCache,
): Promise<PageLayout> {
  const layout = parseOrRefuse(pageLayoutSchema, body, (field) => `布局字段 ${field}`);
  widgetFaults(layout);
  const minimums = new Map<string, PanelMinSize>();
  for (const [i, slot] of layout.slots.entries()) {
    for (const [j, panel] of slot.panels.entries()) {
      const [remote, name] = panel.split('/');
      const version = versions[remote];
      const field = `slots[${i}].panels[${j}]`;
      if (!version) throw new Refusal(400, `槽位 ${slot.id} 的面板 ${panel}：该分组没有运行远程模块 ${remote}`, field);
      const panels = await exposes.panels(remote, version);
      const names = panels?.exposes;
      if (!names)
        throw new Refusal(
          400,
          `槽位 ${slot.id} 的面板 ${panel}：版本清单和发布目录都没有 ${remote}@${version} 提供哪些面板，无法确认它提供该面板`,
          field,
        );
      if (!isPanelModule(name))
        throw new Refusal(400, `槽位 ${slot.id} 的面板 ${panel}：${name} 是整页，不是面板`, field);
      if (!names.includes(name))
        throw new Refusal(400, `槽位 ${slot.id} 的面板 ${panel}：${remote}@${version} 没有提供面板 ${name}`, field);
      const min = panels.minSizes[name];
      if (min) minimums.set(panel, min);
    }
  }
  const tooSmall = minSizeFault(layout.slots, (panel) => minimums.get(panel));
  if (tooSmall) throw new Refusal(400, tooSmall.message, `slots[${tooSmall.slot}].${tooSmall.field}`);
  return layout;
}
