import { act, render } from '@testing-library/react';
import { LayoutStore } from './layout-store';
import { LayoutStoreContext, useLayoutOf } from './layout-store-context';

const slot = (id: string, x: number, panels: string[]) => ({ id, x, y: 0, w: 400, h: 300, panels });
const page = (...slots: ReturnType<typeof slot>[]) => ({ width: 1920, height: 980, slots });
const file = () => ({
  pages: {
    hub: page(slot('left', 0, ['teams/institutions']), slot('right', 400, ['chain/investment'])),
    xndx: page(slot('status', 0, ['devices/status'])),
  },
});

test('applying the same layouts again changes nothing', () => {
  const store = new LayoutStore(file());
  expect(store.apply(file())).toEqual([]);
});

test('a changed page is named and an unchanged slot of it keeps its object', () => {
  const store = new LayoutStore(file());
  const left = store.page('hub')!.slots[0];
  const next = file();
  next.pages.hub.slots[1].panels = ['teams/institutions', 'chain/investment'];
  expect(store.apply(next)).toEqual(['hub']);
  expect(store.page('hub')!.slots[0]).toBe(left);
  expect(store.page('hub')!.slots[1].panels).toEqual(['teams/institutions', 'chain/investment']);
});

let renders: Record<string, number> = {};

function ShownPanels({ page: name }: { page: string }) {
  const layout = useLayoutOf(name);
  renders[name] = (renders[name] ?? 0) + 1;
  return <div data-testid="panels">{layout?.slots.map((s) => s.panels.join('+')).join(' ')}</div>;
}

test("a page re-renders with its new layout and not for another page's change", () => {
  const store = new LayoutStore(file());
  renders = {};
  const { getAllByTestId } = render(
    <LayoutStoreContext.Provider value={store}>
      <ShownPanels page="hub" />
      <ShownPanels page="xndx" />
    </LayoutStoreContext.Provider>,
  );
  const swapped = file();
  swapped.pages.hub.slots[0].panels = ['chain/investment'];
  swapped.pages.hub.slots[1].panels = ['teams/institutions'];
  act(() => void store.apply(swapped));
  expect(getAllByTestId('panels').map((el) => el.textContent)).toEqual([
    'chain/investment teams/institutions',
    'devices/status',
  ]);
  expect(renders).toEqual({ hub: 2, xndx: 1 });
});
