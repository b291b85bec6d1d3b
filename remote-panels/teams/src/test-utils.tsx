import { fakePanelData, renderPanelInFrame } from '@cockpit/shared-sdk/testing';
import type { PanelData, PanelDescriptor } from '@cockpit/shared-sdk';

/** A fake data hook result: loading unless overridden. */
export const fakeData = fakePanelData;

/** Renders a panel in the host frame with a fake data hook; returns the frame element. */
export function renderPanel<T>(panelId: string, descriptor: PanelDescriptor<T>, result: PanelData<T>): Element | null {
  return renderPanelInFrame(panelId, descriptor, result).frame;
}
