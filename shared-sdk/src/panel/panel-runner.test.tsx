import { useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { PanelRunner } from './panel-runner';
import type { PanelData, PanelDescriptor } from './panel-types';
import { busy, pageTurns, until, withReactScheduler } from '../../test/sliced-render';

/** A store that updates its readers the way react-query does: through useSyncExternalStore, a synchronous render. */
function externalStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

type Version = { version: number };
const CELLS = 20;
const CELL_MS = 4;

describe('PanelRunner with new data', () => {
  const store = externalStore<Version>({ version: 1 });
  const log: string[] = [];
  const turns = pageTurns();
  const seen = new Map<number, number[]>();
  // A view as costly as a weak PC's: 20 cells of 4 ms each, one render of the view 80 ms.
  function Cell({ version, index }: { version: number; index: number }) {
    busy(CELL_MS);
    if (index === 0 || index === CELLS - 1) seen.set(version, [...(seen.get(version) ?? []), turns.count()]);
    if (index === CELLS - 1) log.push(`view ${version}`);
    return <span>{`${version}-${index}`}</span>;
  }
  const descriptor: PanelDescriptor<Version> = {
    id: 'slow',
    title: '慢面板',
    refreshMs: 60_000,
    useData: (): PanelData<Version> => {
      const data = useSyncExternalStore(store.subscribe, store.get);
      return {
        data,
        error: null,
        isPending: false,
        isFetching: false,
        dataUpdatedAt: data.version,
        refetch: () => undefined,
      };
    },
    View: ({ data }) => (
      <>
        {Array.from({ length: CELLS }, (_, index) => (
          <Cell key={index} index={index} version={data.version} />
        ))}
      </>
    ),
  };
  let root: Root;
  withReactScheduler();
  afterAll(() => {
    turns.stop();
    root.unmount();
  });

  it('renders the view in slices: the page’s other tasks run between its first cell and its last', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<PanelRunner panelId="slow" descriptor={descriptor as PanelDescriptor<unknown>} refreshMs={60_000} />);
    await until(() => log.includes('view 1'));
    expect(container.textContent).toContain('1-19');

    store.set({ version: 2 });
    await until(() => log.includes('view 2') && container.textContent.includes('2-19'));
    const [first, last] = seen.get(2)!;
    // In one synchronous render the view took 80 ms and the page waited behind all of it.
    expect(last).toBeGreaterThan(first);
    expect(container.textContent).not.toContain('1-19');
  });
});
