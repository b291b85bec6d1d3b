import { fakePanelData, renderPanelInFrame } from '@cockpit/shared-sdk/testing';
import type { PanelData, PanelDescriptor } from '@cockpit/shared-sdk';

/** A fake data-hook result: nothing loaded, no error, unless overridden. */
export const fake = fakePanelData;

/** Renders `services/<panel>` in its frame with a fixed data-hook result; returns the frame element. */
export function renderPanel<T>(descriptor: PanelDescriptor<T>, result: PanelData<T>) {
  return renderPanelInFrame(`services/${descriptor.id}`, descriptor, result).frame;
}
