import { fakePanelData, renderPanelInFrame } from '@cockpit/shared-sdk/testing';
import type { PanelData, PanelDescriptor } from '@cockpit/shared-sdk';

/** A data hook's result for the state tests: nothing loaded, no error, unless overridden. */
export const fake = fakePanelData;

/** A loaded result. */
export const loaded = <T,>(data: T) => fake<T>({ data, dataUpdatedAt: Date.now() });

/** Renders a devices panel in the host's frame with its data hook replaced by `result`. */
export function renderPanel<T>(descriptor: PanelDescriptor<T>, result: PanelData<T>) {
  return renderPanelInFrame(`devices/${descriptor.id}`, descriptor, result);
}
