import {
  PageLayoutContext,
  PanelHostContext,
  pageLayoutSchema,
  QueryClient,
  QueryClientProvider,
  type PageLayout,
  type PanelHost,
} from '@cockpit/shared-sdk';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import fixture from './fixtures/xndx-layout.json';
import XndxIndexPage from './index-page';

// The page draws whatever layout it is given; this fixture is the wall's default xndx layout.
const layout: PageLayout = pageLayoutSchema.parse(fixture);

const host: PanelHost = {
  loadPanel: () => new Promise(() => undefined),
  // A subscribable that never changes: the page only subscribes and unsubscribes.
  revision$: () => ({ subscribe: () => ({ unsubscribe: () => undefined }) }) as never,
  revision: () => '1.0.0',
  refreshMs: (_, fallback) => fallback,
};
const inShell = (given: PageLayout | null) => (page: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <PanelHostContext.Provider value={host}>
      <PageLayoutContext.Provider value={given}>{page}</PageLayoutContext.Provider>
    </PanelHostContext.Provider>
  </QueryClientProvider>
);

test('places one slot per layout entry at its position, each loading its panel', () => {
  const { container } = render(inShell(layout)(<XndxIndexPage />));
  const rendered = [...container.querySelectorAll<HTMLElement>('[data-slot]')];
  expect(rendered.map((el) => el.dataset.slot)).toEqual(layout.slots.map((s) => s.id));
  const status = rendered.find((el) => el.dataset.slot === 'status')!;
  const spec = layout.slots.find((s) => s.id === 'status')!;
  expect(status).toHaveStyle({ left: `${spec.x}px`, top: `${spec.y}px`, width: `${spec.w}px`, height: `${spec.h}px` });
  expect(status.querySelector('[data-panel="devices/status"]')).toHaveAttribute('data-state', 'loading');
});

test('a new layout moves and re-fills its slots in place; an untouched slot keeps its mounted frame', () => {
  const { container, rerender } = render(inShell(layout)(<XndxIndexPage />));
  const frame = (slot: string) => container.querySelector(`[data-slot="${slot}"] [data-panel]`);
  const categories = frame('categories');
  const swapped = layout.slots.map((s) =>
    s.id === 'status'
      ? { ...s, panels: ['devices/transfers'] }
      : s.id === 'transfers'
        ? { ...s, panels: ['devices/status'], x: 1230 }
        : s,
  );
  rerender(inShell({ ...layout, slots: swapped })(<XndxIndexPage />));
  expect(frame('status')).toHaveAttribute('data-panel', 'devices/transfers');
  expect(frame('transfers')).toHaveAttribute('data-panel', 'devices/status');
  expect(container.querySelector('[data-slot="transfers"]')).toHaveStyle({ left: '1230px' });
  expect(frame('categories')).toBe(categories);
});

test('outside the shell (no layout given) the page fails with a reason instead of drawing nothing', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(inShell(null)(<XndxIndexPage />))).toThrow('没有页面布局');
});
