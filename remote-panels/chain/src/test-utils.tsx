import { fakePanelData, renderPanelInFrame } from '@cockpit/shared-sdk/testing';
import type { PanelData, PanelDescriptor } from '@cockpit/shared-sdk';

/** A panel data result for state tests: nothing loaded, no error, unless overridden. */
export const fake = fakePanelData;

/** Renders a panel in its frame with a faked data hook; returns the frame (`[data-panel]`). */
export function renderPanel<T>(panelId: string, descriptor: PanelDescriptor<T>, result: PanelData<T>) {
  return renderPanelInFrame(panelId, descriptor, result).frame;
}
