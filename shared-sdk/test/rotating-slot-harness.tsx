import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { of } from 'rxjs';
import { PanelHostContext } from '../src/panel/panel-host-context';
import type { PanelDescriptor, PanelHost } from '../src/panel/panel-types';
import { RotatingSlot, type SlotSpec } from '../src/slots/rotating-slot';

/** A panel's data source in a test. */
export type Fetcher = jest.Mock<Promise<string>, []>;

/** A panel whose data comes from `fetcher` (no retries, no polling: each test drives it). */
const panel = (id: string, title: string, fetcher: Fetcher): PanelDescriptor<string> => ({
  id,
  title,
  refreshMs: 0,
  useData: () => useQuery({ queryKey: [id], queryFn: fetcher, retry: false }),
  View: ({ data }) => <p>{data}</p>,
});

/** Renders a rotating slot of talent panels (one a fetcher), returns its element. */
export function renderSlot(fetchers: Record<string, Fetcher>, rotateMs = 60_000) {
  const titles: Record<string, string> = {
    'talent/schools': '高校分布',
    'talent/determine': '人才认定',
    'talent/import-talent': '人才引进',
  };
  const host: PanelHost = {
    loadPanel: async (panelId) => ({
      descriptor: panel(panelId, titles[panelId], fetchers[panelId]) as PanelDescriptor<unknown>,
      build: { remote: 'talent', version: '1.0.0', hash: 'abc', id: 'talent@1.0.0+abc', sdk: null },
    }),
    revision$: () => of('1.0.0'),
    revision: () => '1.0.0',
    refreshMs: (_, fallback) => fallback,
  };
  const slot: SlotSpec = {
    id: 'talent-schools',
    x: 0,
    y: 0,
    w: 400,
    h: 200,
    panels: Object.keys(fetchers),
    rotateMs,
    title: '高校分布',
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PanelHostContext.Provider value={host}>
        <RotatingSlot slot={slot} />
      </PanelHostContext.Provider>
    </QueryClientProvider>,
  );
  return document.querySelector<HTMLElement>('[data-slot="talent-schools"]')!;
}

export const ok = (text: string): Fetcher => jest.fn(() => Promise.resolve(text));
export const failing = (message: string): Fetcher => jest.fn(() => Promise.reject(new Error(message)));
export const never = (): Fetcher => jest.fn(() => new Promise<string>(() => undefined));
