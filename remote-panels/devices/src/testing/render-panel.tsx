import { PanelRunner, QueryClient, QueryClientProvider, type PanelData, type PanelDescriptor } from '@cockpit/shared-sdk';
import { render } from '@testing-library/react';

/** A data hook's result for the state tests: nothing loaded, no error, unless overridden. */
export function fake<T>(overrides: Partial<PanelData<T>>): PanelData<T> {
  return { data: undefined, error: null, isPending: false, isFetching: false, dataUpdatedAt: 0, refetch: jest.fn(), ...overrides };
}

/** A loaded result. */
export const loaded = <T,>(data: T) => fake<T>({ data, dataUpdatedAt: Date.now() });

/**
 * Renders a panel in the host's frame with its data hook replaced by `result`, inside a fresh query
 * client (dialogs fetch through it); returns the frame, whose `data-state` is what the wall shows.
 */
export function renderPanel<T>(descriptor: PanelDescriptor<T>, result: PanelData<T>) {
  const panelId = `devices/${descriptor.id}`;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <PanelRunner panelId={panelId} descriptor={{ ...descriptor, useData: () => result } as never} refreshMs={60_000} />
    </QueryClientProvider>,
  );
  return { ...view, frame: document.querySelector(`[data-panel="${panelId}"]`) };
}
