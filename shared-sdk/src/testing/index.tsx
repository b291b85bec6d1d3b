/**
 * @packageDocumentation
 * Test kit for panel teams (`@cockpit/shared-sdk/testing`): run a panel in the host's frame with a
 * fake data hook, to assert its loading / error / empty / data states. Never imported by bundles.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { PanelRunner } from '../panel/panel-runner';
import type { PanelData, PanelDescriptor } from '../panel/panel-types';

/** A fake data hook result: nothing loaded and no error, unless overridden. */
export function fakePanelData<T>(overrides: Partial<PanelData<T>> = {}): PanelData<T> {
  return {
    data: undefined,
    error: null,
    isPending: false,
    isFetching: false,
    dataUpdatedAt: 0,
    refetch: () => undefined,
    ...overrides,
  };
}

/**
 * Renders panel `panelId` in the host's frame with `result` as its data, inside a fresh query client
 * (dialogs fetch through it); returns the render result and the frame element, whose `data-state`
 * is what an operator sees.
 */
export function renderPanelInFrame<T>(
  panelId: string,
  descriptor: PanelDescriptor<T>,
  result: PanelData<T>,
): RenderResult & { frame: HTMLElement } {
  const withFake = { ...descriptor, useData: () => result } as PanelDescriptor<unknown>;
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {/* No refresh interval: fake data never ages into stale on its own (see freshnessLimit). */}
      <PanelRunner panelId={panelId} descriptor={withFake} refreshMs={0} />
    </QueryClientProvider>,
  );
  const frame = document.querySelector<HTMLElement>(`[data-panel="${panelId}"]`);
  if (!frame) throw new Error(`没有找到面板 ${panelId} 的框架`);
  return { ...view, frame };
}
