import { PanelRunner, QueryClient, QueryClientProvider, type PanelData, type PanelDescriptor } from '@cockpit/shared-sdk';
import { render } from '@testing-library/react';

/** A fake data-hook result: nothing loaded, no error, unless overridden. */
export function fake<T>(overrides: Partial<PanelData<T>>): PanelData<T> {
  return { data: undefined, error: null, isPending: false, isFetching: false, dataUpdatedAt: 0, refetch: jest.fn(), ...overrides };
}

/** Renders a talent panel in the host's frame with a fake data hook; returns the frame's root. */
export function renderPanel<T>(descriptor: PanelDescriptor<T>, result: PanelData<T>): HTMLElement {
  const panelId = `talent/${descriptor.id}`;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PanelRunner panelId={panelId} descriptor={{ ...descriptor, useData: () => result } as never} refreshMs={1000} />
    </QueryClientProvider>,
  );
  const root = document.querySelector<HTMLElement>(`[data-panel="${panelId}"]`);
  if (!root) throw new Error(`no frame for ${panelId}`);
  return root;
}

/** The figure a `FigureStack` tile counts up to. */
export function figureValue(label: string): string | null | undefined {
  return document.querySelector(`[data-stat="${label}"] [data-value]`)?.getAttribute('data-value');
}
