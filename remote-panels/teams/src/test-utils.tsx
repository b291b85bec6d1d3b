import { PanelRunner, QueryClient, QueryClientProvider, type PanelData, type PanelDescriptor } from '@cockpit/shared-sdk';
import { render } from '@testing-library/react';

/** A fake data hook result: loading unless overridden. */
export function fakeData<T>(overrides: Partial<PanelData<T>>): PanelData<T> {
  return { data: undefined, error: null, isPending: false, isFetching: false, dataUpdatedAt: 0, refetch: jest.fn(), ...overrides };
}

/** Renders a panel in the host frame with a fake data hook; returns the frame element. */
export function renderPanel<T>(panelId: string, descriptor: PanelDescriptor<T>, result: PanelData<T>): Element | null {
  const withFake = { ...descriptor, useData: () => result } as PanelDescriptor<unknown>;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PanelRunner panelId={panelId} descriptor={withFake} refreshMs={1000} />
    </QueryClientProvider>,
  );
  return document.querySelector(`[data-panel="${panelId}"]`);
}
