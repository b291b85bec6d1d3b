import { fakePanelData, renderPanelInFrame } from '@cockpit/shared-sdk/testing';
import { getBus, type PanelData, type PanelDescriptor } from '@cockpit/shared-sdk';

/** The `team_industry` dictionary as the API gives it, put in shared state so no test loads it. */
export const INDUSTRY_DICT = [
  '智能网联新能源汽车',
  '新一代电子信息',
  '生物医药',
  '先进材料',
  '智能装备',
  '绿色低碳',
  '文化创意',
  '现代服务业',
];

/** A panel data result, loading unless overridden. */
export const fake = fakePanelData;

/** Renders `industry/<panel>` in the host's frame with a fake data result; returns the frame. */
export function renderPanel<T>(descriptor: PanelDescriptor<T>, result: PanelData<T>): HTMLElement | null {
  getBus().system.setDict(
    'team_industry',
    INDUSTRY_DICT.map((label, i) => ({ key: String(i + 1), label })),
  );
  return renderPanelInFrame(`industry/${descriptor.id}`, descriptor, result).frame;
}
