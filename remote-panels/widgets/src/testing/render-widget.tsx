import {
  PanelRunner,
  setSourceReader,
  SlotWidgetContext,
  type PanelDescriptor,
  type SourceReading,
} from '@cockpit/shared-sdk';
import { act, render } from '@testing-library/react';

/** A reading as the fleet service gives it: good now, unless overridden. */
export const reading = (value: unknown, more: Partial<SourceReading> = {}): SourceReading => ({
  value,
  intervalMs: 5_000,
  goodAt: Date.now(),
  stale: false,
  ...more,
});

/**
 * Renders a widget as a wall does: in its frame, in a slot holding `widget`, reading its source through a reader that
 * answers `answers` in turn (an Error is a failed read). Returns the frame and a way to let the reads settle.
 */
export function renderWidget(
  descriptor: PanelDescriptor<any>,
  widget: Record<string, unknown>,
  answers: (SourceReading | Error)[],
) {
  const reader = jest.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next instanceof Error) throw next;
    return next;
  });
  setSourceReader(reader);
  const view = render(
    <SlotWidgetContext.Provider value={widget}>
      <PanelRunner panelId={`widgets/${descriptor.id}`} descriptor={descriptor} refreshMs={5_000} />
    </SlotWidgetContext.Provider>,
  );
  const frame = () => view.container.querySelector<HTMLElement>('[data-panel]')!;
  const settle = () =>
    act(async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
  return { ...view, frame, settle, reader };
}
