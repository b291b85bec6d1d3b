import { PanelRunner, QueryClient, QueryClientProvider, type PanelData, type PanelDescriptor } from '@cockpit/shared-sdk';
import { render } from '@testing-library/react';

/** A fake data-hook result: nothing loaded, no error, unless overridden. */
export function fake<T>(overrides: Partial<PanelData<T>>): PanelData<T> {
  return { data: undefined, error: null, isPending: false, isFetching: false, dataUpdatedAt: 0, refetch: jest.fn(), ...overrides };
}

/** Renders `services/<panel>` in its frame with a fixed data-hook result; returns the frame element. */
export function renderPanel<T>(descriptor: PanelDescriptor<T>, result: PanelData<T>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PanelRunner panelId={`services/${descriptor.id}`} descriptor={{ ...descriptor, useData: () => result } as never} refreshMs={1000} />
    </QueryClientProvider>,
  );
  return document.querySelector(`[data-panel="services/${descriptor.id}"]`);
}
