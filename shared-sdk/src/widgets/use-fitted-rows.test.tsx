import { act, render } from '@testing-library/react';
import { useFittedRows } from './use-fitted-rows';

/** jsdom lays nothing out: elements say their height in `data-h`, and this observer reports what it watches when told. */
class RecordingObserver {
  static watched = new Set<Element>();
  static callbacks: ((entries: { target: Element }[]) => void)[] = [];
  constructor(callback: (entries: { target: Element }[]) => void) {
    RecordingObserver.callbacks.push(callback);
  }
  observe(element: Element) {
    RecordingObserver.watched.add(element);
  }
  unobserve(element: Element) {
    RecordingObserver.watched.delete(element);
  }
  static layOut() {
    act(() =>
      RecordingObserver.callbacks.forEach((callback) =>
        callback([...RecordingObserver.watched].map((target) => ({ target }))),
      ),
    );
  }
}

beforeAll(() => {
  Object.assign(globalThis, { ResizeObserver: RecordingObserver });
  const height = (element: HTMLElement) => Number(element.dataset.h ?? 0);
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get() {
      return height(this as HTMLElement);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get() {
      return height(this as HTMLElement) ? 600 : 0;
    },
  });
});

function Table({ rows, onRowsFit }: { rows: string[]; onRowsFit: (n: number) => void }) {
  const { box, head, firstRow, fit } = useFittedRows(onRowsFit);
  return (
    <div ref={box} data-h={330} data-fit={fit}>
      <table>
        <thead ref={head} data-h={30} />
        <tbody>
          {rows.map((row, i) => (
            <tr key={row} ref={i === 0 ? firstRow : undefined} data-h={40} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

test('the rows that fit come from the laid-out box, header and first row, reported once per new count', () => {
  const heard: number[] = [];
  const { container, rerender } = render(<Table rows={['a', 'b', 'c']} onRowsFit={(n) => heard.push(n)} />);
  expect(container.firstElementChild?.getAttribute('data-fit')).toBeNull();
  RecordingObserver.layOut();
  // (330 − 30) / 40 = 7.5: seven whole rows.
  expect(container.firstElementChild?.getAttribute('data-fit')).toBe('7');
  rerender(<Table rows={['d', 'e', 'f']} onRowsFit={(n) => heard.push(n)} />);
  RecordingObserver.layOut();
  expect(heard).toEqual([7]);
  // The page turned: the new first row is watched, the old one is not.
  expect([...RecordingObserver.watched].filter((e) => e.tagName === 'TR')).toHaveLength(1);
});
