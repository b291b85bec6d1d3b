import { PanelRunner, QueryClient, QueryClientProvider, type PanelData, type PanelDescriptor } from '@cockpit/shared-sdk';
import { render } from '@testing-library/react';

/** A panel data result for state tests: nothing loaded, no error, unless overridden. */
export function fake<T>(overrides: Partial<PanelData<T>>): PanelData<T> {
  return { data: undefined, error: null, isPending: false, isFetching: false, dataUpdatedAt: 0, refetch: jest.fn(), ...overrides };
}

/** Renders a panel in its frame with a faked data hook; returns the frame (`[data-panel]`). */
export function renderPanel<T>(panelId: string, descriptor: PanelDescriptor<T>, result: PanelData<T>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PanelRunner panelId={panelId} descriptor={{ ...descriptor, useData: () => result } as never} refreshMs={1000} />
    </QueryClientProvider>,
  );
  return document.querySelector(`[data-panel="${panelId}"]`);
}
