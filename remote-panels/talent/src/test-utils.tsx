import { fakePanelData, renderPanelInFrame } from '@cockpit/shared-sdk/testing';
import type { PanelData, PanelDescriptor } from '@cockpit/shared-sdk';

/** A fake data-hook result: nothing loaded, no error, unless overridden. */
export const fake = fakePanelData;

/** Renders a talent panel in the host's frame with a fake data hook; returns the frame's root. */
export function renderPanel<T>(descriptor: PanelDescriptor<T>, result: PanelData<T>): HTMLElement {
  return renderPanelInFrame(`talent/${descriptor.id}`, descriptor, result).frame;
}

/** The figure a `FigureStack` tile counts up to. */
export function figureValue(label: string): string | null | undefined {
  return document.querySelector(`[data-stat="${label}"] [data-value]`)?.getAttribute('data-value');
}
