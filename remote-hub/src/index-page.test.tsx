import {
  PageLayoutContext,
  PanelHostContext,
  pageLayoutSchema,
  QueryClient,
  QueryClientProvider,
  type PageLayout,
  type PanelHost,
} from '@cockpit/shared-sdk';
import { act, render } from '@testing-library/react';
import fixture from './fixtures/hub-layout.json';
import HubIndexPage from './index-page';

const layout: PageLayout = pageLayoutSchema.parse(fixture);

const host: PanelHost = {
  loadPanel: () => new Promise(() => undefined),
  revision$: () => ({ subscribe: () => ({ unsubscribe: () => undefined }) }) as never,
  revision: () => '1.0.0',
  refreshMs: (_, fallback) => fallback,
};
const renderHub = (given: PageLayout) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PanelHostContext.Provider value={host}>
        <PageLayoutContext.Provider value={given}>
          <HubIndexPage />
        </PageLayoutContext.Provider>
      </PanelHostContext.Provider>
    </QueryClientProvider>,
  );

test('draws the slots it is given, its own headline panel among them', () => {
  const { container } = renderHub(layout);
  expect([...container.querySelectorAll<HTMLElement>('[data-slot]')].map((el) => el.dataset.slot)).toEqual([
    'introduce',
    'headline',
    'talent-schools',
    'institutions',
  ]);
  expect(container.querySelector('[data-slot="headline"] [data-panel="hub/headline"]')).not.toBeNull();
  expect(container.querySelector('[data-slot="institutions"]')).toHaveStyle({
    left: '966px',
    top: '766px',
    width: '464px',
    height: '190px',
  });
});

test('a rotating slot shows its first panel and turns at the period its layout gives', () => {
  // Turns fall on multiples of the period since the epoch (every tile of a page turns together): the clock starts on one.
  jest.useFakeTimers({ now: 0 });
  try {
    const fast = {
      ...layout,
      slots: layout.slots.map((s) => (s.id === 'talent-schools' ? { ...s, rotateMs: 4000 } : s)),
    };
    const { container } = renderHub(fast);
    const slot = container.querySelector<HTMLElement>('[data-slot="talent-schools"]')!;
    expect(slot.dataset.showing).toBe('talent/schools');
    act(() => jest.advanceTimersByTime(3900));
    expect(slot.dataset.showing).toBe('talent/schools');
    act(() => jest.advanceTimersByTime(100));
    expect(slot.dataset.showing).toBe('talent/determine');
  } finally {
    jest.useRealTimers();
  }
});
