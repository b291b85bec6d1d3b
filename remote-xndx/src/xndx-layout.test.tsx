import { PanelHostContext, QueryClient, QueryClientProvider, type PanelHost, type SlotSpec } from '@cockpit/shared-sdk';
import { render } from '@testing-library/react';
import XndxIndexPage from './index-page';
import { XNDX_LAYOUT } from './xndx-layout';

const { slots } = XNDX_LAYOUT;
const overlaps = (a: SlotSpec, b: SlotSpec) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

test('fills the 1920x980 main area below the header', () => {
  expect(XNDX_LAYOUT).toMatchObject({ width: 1920, height: 980 });
});

test.each(slots.map((s) => [s.id, s] as const))('slot %s stays inside the main area', (_, slot) => {
  expect(slot.x).toBeGreaterThanOrEqual(0);
  expect(slot.y).toBeGreaterThanOrEqual(0);
  expect(slot.x + slot.w).toBeLessThanOrEqual(XNDX_LAYOUT.width);
  expect(slot.y + slot.h).toBeLessThanOrEqual(XNDX_LAYOUT.height);
  expect(slot.w).toBeGreaterThan(0);
  expect(slot.h).toBeGreaterThan(0);
});

test('no two slots overlap', () => {
  const pairs = slots.flatMap((a, i) => slots.slice(i + 1).map((b) => [a, b] as const));
  expect(pairs.filter(([a, b]) => overlaps(a, b)).map(([a, b]) => `${a.id}×${b.id}`)).toEqual([]);
});

test('holds at least six panel frames with unique ids, each naming <remote>/<panel> and a Chinese title', () => {
  expect(slots.length).toBeGreaterThanOrEqual(6);
  expect(new Set(slots.map((s) => s.id)).size).toBe(slots.length);
  for (const slot of slots) {
    expect(slot.panels.length).toBeGreaterThan(0);
    for (const panel of slot.panels) expect(panel).toMatch(/^(devices|xndx)\/[a-z-]+$/);
    expect(slot.title).toMatch(/[\u4e00-\u9fa5]/);
  }
});

test('shows the devices panels under a headline band spanning the page', () => {
  const panels = slots.flatMap((s) => s.panels);
  expect(panels).toEqual(expect.arrayContaining(['xndx/headline', 'devices/categories', 'devices/status', 'devices/utilization', 'devices/reserve-trend', 'devices/reservations', 'devices/transfers']));
  const headline = slots.find((s) => s.id === 'headline')!;
  expect(headline.w).toBeGreaterThanOrEqual(940);
  for (const slot of slots.filter((s) => s !== headline)) expect(slot.y).toBeGreaterThanOrEqual(headline.y + headline.h);
});

test('the index page places one slot per layout entry at its position', () => {
  const host: PanelHost = {
    loadPanel: () => new Promise(() => undefined),
    // A subscribable that never changes: the page only subscribes and unsubscribes.
    revision$: () => ({ subscribe: () => ({ unsubscribe: () => undefined }) }) as never,
    revision: () => '1.0.0',
    refreshMs: (_, fallback) => fallback,
  };
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <PanelHostContext.Provider value={host}>
        <XndxIndexPage />
      </PanelHostContext.Provider>
    </QueryClientProvider>,
  );
  const rendered = [...container.querySelectorAll<HTMLElement>('[data-slot]')];
  expect(rendered.map((el) => el.dataset.slot)).toEqual(slots.map((s) => s.id));
  const status = rendered.find((el) => el.dataset.slot === 'status')!;
  const spec = slots.find((s) => s.id === 'status')!;
  expect(status).toHaveStyle({ left: `${spec.x}px`, top: `${spec.y}px`, width: `${spec.w}px`, height: `${spec.h}px` });
  expect(status.querySelector('[data-panel="devices/status"]')).toHaveAttribute('data-state', 'loading');
});
